import { LocalFileStorage } from "@kominote/adapters/storage/local-file-storage";
import { moveFilesToBucket } from "@kominote/adapters/storage/move-files-to-bucket";
import { S3FileStorage, s3Client } from "@kominote/adapters/storage/s3-file-storage";
import type { AppConfig } from "../config";
import { s3SettingsOf, uploadsFolder } from "../areas/system/file-storage";

/** Reads `[--delete-local]`; anything else is a message for the operator. */
export const parseMoveFilesArgs = (args: readonly string[]): { ok: true; deleteLocal: boolean } | { ok: false; message: string } => {
  const unknown = args.filter((arg) => arg !== "--delete-local");
  if (unknown.length > 0) return { ok: false, message: `move-files-to-s3 takes only --delete-local, not ${unknown.map((arg) => `"${arg}"`).join(", ")}.` };
  return { ok: true, deleteLocal: args.includes("--delete-local") };
};

/** Every how many files a progress line is printed. */
const progressEvery = 100;

/**
 * Copies `<DATA_DIR>/uploads` into the bucket the S3_* variables name, checking each object, and
 * removes the local copies only with --delete-local. Answers the exit code: 1 when S3 is not
 * configured or any file could not be moved (its local copy is then kept; run again to retry).
 */
export const runMoveFilesToS3 = async (
  config: AppConfig,
  { deleteLocal }: { readonly deleteLocal: boolean },
  { out, err }: { readonly out: (line: string) => void; readonly err: (line: string) => void },
): Promise<number> => {
  const settings = s3SettingsOf(config);
  if (settings === undefined) {
    err("Set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket the files go to.");
    return 1;
  }
  const folder = uploadsFolder(config);
  out(`Moving the files of ${folder} to the bucket ${settings.bucket} at ${settings.endpoint}${deleteLocal ? ", removing each local copy once checked" : ""}.`);
  const report = await moveFilesToBucket(new LocalFileStorage(folder), new S3FileStorage(s3Client(settings), settings.bucket), {
    removeLocal: deleteLocal,
    progress: (done, found) => {
      if (done % progressEvery === 0 && done < found) out(`  ${done} of ${found}`);
    },
  });
  out(
    `${report.found} files found: ${report.copied} copied, ${report.alreadyThere} already in the bucket, ` +
      `${report.removedLocally} local copies removed, ${report.failed.length} not moved.`,
  );
  for (const { key, reason } of report.failed) err(`  ${key}: ${reason} (local copy kept)`);
  if (report.failed.length > 0) {
    err("Run the command again to retry the files not moved.");
    return 1;
  }
  if (!deleteLocal && report.found > 0) out("The local copies are kept: once the server runs with the S3_* variables, run again with --delete-local to remove them.");
  return 0;
};
