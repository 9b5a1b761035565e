import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { FileStorage, OpenedFile, StoredFile } from "@kominote/core/ports/storage";
import { isStorageKey } from "./local-file-storage";

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, Garage...): the five S3_* variables. */
export interface S3Settings {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export const s3Client = (settings: S3Settings): S3Client =>
  new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Bucket in the path, not the host name: what MinIO and most self-hosted servers need, and AWS still takes.
    forcePathStyle: true,
    // Checksums only where the API demands them: several S3-compatible servers reject the SDK's default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");

/** A stored object without a type (written by another tool) is sent as bytes, never guessed. */
const fallbackType = "application/octet-stream";

/**
 * Files as objects of one bucket, under the same keys as the local folder (so `/media/<key>` and
 * the rows naming keys stay as they are). The keys are checked as the local storage checks them:
 * nothing a client sends reaches the bucket as an object name.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /**
   * Never replaces an object: the look first holds on servers that ignore conditional writes,
   * If-None-Match makes it hold against a concurrent writer where they are honoured (AWS, MinIO, R2).
   */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    if (await this.exists(key)) throw new Error(`a file is already stored under ${key}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength, IfNoneMatch: "*" }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const opened = await this.fetch(key);
    if (opened === null) return null;
    return { bytes: await opened.Body.transformToByteArray(), contentType: opened.ContentType ?? fallbackType };
  }

  async open(key: string): Promise<OpenedFile | null> {
    const opened = await this.fetch(key);
    if (opened === null) return null;
    // In Node the body is the HTTP response itself (a Readable): piped on as it arrives.
    const body = opened.Body as unknown as AsyncIterable<Uint8Array>;
    return { contentType: opened.ContentType ?? fallbackType, byteLength: opened.ContentLength ?? 0, body };
  }

  /** S3 answers a delete of a missing object with success: a retry is harmless, as for the folder. */
  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  private async fetch(key: string) {
    if (!isStorageKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = answer.Body;
      return body === undefined ? null : { ...answer, Body: body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}
