import type { FileStorage, OpenedFile, StoredFile } from "@kominote/core/ports/storage";

/**
 * The bucket, with the install's former folder behind it while its files are being moved
 * (`move-files-to-s3`): new files go to the bucket; a file not yet moved is still read from the
 * folder; a removal (a member leaving) removes both copies, so a later run of the move cannot copy
 * a departed member's file back. Once the folder is empty this costs one failed file open per
 * missing key.
 */
export class BucketOverFolder implements FileStorage {
  constructor(
    private readonly bucket: FileStorage,
    private readonly folder: FileStorage,
  ) {}

  put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    return this.bucket.put(key, bytes, contentType);
  }

  async get(key: string): Promise<StoredFile | null> {
    return (await this.bucket.get(key)) ?? this.folder.get(key);
  }

  async open(key: string): Promise<OpenedFile | null> {
    return (await this.bucket.open(key)) ?? this.folder.open(key);
  }

  async remove(key: string): Promise<void> {
    await Promise.all([this.bucket.remove(key), this.folder.remove(key)]);
  }
}
