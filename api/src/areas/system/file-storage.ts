import { BucketOverFolder } from "@kominote/adapters/storage/bucket-over-folder";
import { LocalFileStorage } from "@kominote/adapters/storage/local-file-storage";
import { S3FileStorage, s3Client, type S3Settings } from "@kominote/adapters/storage/s3-file-storage";
import type { FileStorage } from "@kominote/core/ports/storage";
import { join } from "node:path";
import type { AppConfig } from "../../config";

type StorageConfig = Pick<AppConfig, "DATA_DIR" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">;

/** Where uploaded files live when no outside storage is configured (DECISIONS 7). */
export const uploadsFolder = (config: Pick<AppConfig, "DATA_DIR">): string => join(config.DATA_DIR, "uploads");

/** The bucket's settings when the S3 variables are set (the configuration takes all five or none). */
export const s3SettingsOf = (config: StorageConfig): S3Settings | undefined =>
  config.S3_ENDPOINT === undefined ||
  config.S3_BUCKET === undefined ||
  config.S3_REGION === undefined ||
  config.S3_ACCESS_KEY_ID === undefined ||
  config.S3_SECRET_ACCESS_KEY === undefined
    ? undefined
    : { endpoint: config.S3_ENDPOINT, bucket: config.S3_BUCKET, region: config.S3_REGION, accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY };

/**
 * The bucket when S3 is configured (decision 0033), with the former local folder behind it (files
 * not yet moved are still served, and a removal removes both copies); else the local folder.
 */
export const fileStorageFor = (config: StorageConfig): FileStorage => {
  const folder = new LocalFileStorage(uploadsFolder(config));
  const settings = s3SettingsOf(config);
  return settings === undefined ? folder : new BucketOverFolder(new S3FileStorage(s3Client(settings), settings.bucket), folder);
};
