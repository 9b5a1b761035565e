import type { UploadRecord, UploadStore } from "@kominote/core/ports/upload-store";
import type { Knex } from "knex";

/** Uploaded files' records in Postgres; the bytes themselves are in the FileStorage. */
export class KnexUploadStore implements UploadStore {
  constructor(private readonly db: Knex) {}

  async record(upload: UploadRecord): Promise<void> {
    await this.db("uploads").insert({
      id: upload.id,
      user_id: upload.userId,
      kind: upload.kind,
      content_type: upload.contentType,
      storage_key: upload.storageKey,
      byte_size: upload.byteSize,
      original_name: upload.originalName,
    });
  }
}
