import type { FileStorage, StoredFile } from "@kominote/core/ports/storage";
import type { LocalFileStorage } from "./local-file-storage";
import type { S3FileStorage } from "./s3-file-storage";

export interface MoveReport {
  /** Files found in the folder. */
  readonly found: number;
  /** Copied to the bucket by this run, then read back equal. */
  readonly copied: number;
  /** Already in the bucket (an earlier run, or the server after the switch), read back equal. */
  readonly alreadyThere: number;
  /** Local copies removed, after their object was read back equal (only when asked). */
  readonly removedLocally: number;
  /** Keys whose object differs from the local file or could not be written or read: their local copy is kept. */
  readonly failed: readonly { readonly key: string; readonly reason: string }[];
}

const sameFile = (local: StoredFile, remote: StoredFile | null): boolean =>
  remote !== null && remote.contentType === local.contentType && Buffer.from(remote.bytes).equals(Buffer.from(local.bytes));

/** Files copied at once: enough to hide each request's round trip, few enough to spare the server. */
const parallel = 4;

/**
 * Copies every file of the local folder into the bucket under the same key (so `/media/<key>` and
 * the rows naming keys stay valid), reads each object back and compares bytes and type, and only
 * then, if `removeLocal`, removes the local copy. Running it again finds what was copied and goes on
 * with the rest: a stopped or failed run is resumed by running it again.
 */
export const moveFilesToBucket = async (
  from: LocalFileStorage,
  to: S3FileStorage & FileStorage,
  { removeLocal, progress }: { readonly removeLocal: boolean; readonly progress?: (done: number, found: number) => void },
): Promise<MoveReport> => {
  const keys = await from.keys();
  let copied = 0;
  let alreadyThere = 0;
  let removedLocally = 0;
  let done = 0;
  const failed: { key: string; reason: string }[] = [];

  const moveOne = async (key: string): Promise<void> => {
    const local = await from.get(key);
    // Removed since the folder was listed (its member left): nothing to move.
    if (local === null) return;
    const present = await to.exists(key);
    if (!present) await to.put(key, local.bytes, local.contentType);
    if (!sameFile(local, await to.get(key))) {
      failed.push({ key, reason: present ? "the bucket holds a different file under this key" : "the object read back differs" });
      return;
    }
    if (present) alreadyThere += 1;
    else copied += 1;
    if (removeLocal) {
      await from.remove(key);
      removedLocally += 1;
    }
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      try {
        await moveOne(key);
      } catch (error) {
        failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      }
      done += 1;
      progress?.(done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { found: keys.length, copied, alreadyThere, removedLocally, failed };
};
