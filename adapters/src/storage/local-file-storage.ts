import { mkdir, open, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FileStorage, OpenedFile, StoredFile } from "@kominote/core/ports/storage";

/**
 * A key is one file name the server made: letters, digits, "-" and "_", then one extension.
 * Nothing else is ever opened, so no key can climb out of the folder ("../", "/", "\\", "%2e").
 */
const keyPattern = /^[A-Za-z0-9_-]{8,100}\.[a-z0-9]{2,5}$/;

export const isStorageKey = (key: string): boolean => keyPattern.test(key);

/** The content type of each file is kept beside it, since the name alone must not decide it. */
const typeFile = (path: string): string => `${path}.type`;

/** A missing file is an answer (null); any other failure (permissions, disk) is not. */
const orNullWhenMissing = (error: unknown): null => {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
  throw error;
};

/**
 * Files in a folder (`<DATA_DIR>/uploads` in the server). Writes are exclusive ("wx"): a key is
 * written once, so a served file never changes under its cached URL.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    await mkdir(this.folder, { recursive: true });
    const path = join(this.folder, key);
    await writeFile(typeFile(path), contentType, { flag: "wx" });
    await writeFile(path, bytes, { flag: "wx" });
  }

  /** Removes the file and its type; `force` makes a missing one no error, so a retry is harmless. */
  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    const path = join(this.folder, key);
    await Promise.all([rm(path, { force: true }), rm(typeFile(path), { force: true })]);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    const path = join(this.folder, key);
    try {
      const [bytes, contentType] = await Promise.all([readFile(path), readFile(typeFile(path), "utf8")]);
      return { bytes: new Uint8Array(bytes), contentType };
    } catch (error) {
      return orNullWhenMissing(error);
    }
  }

  /** The file is opened first, so a removal after this call no longer takes it from under the reader. */
  async open(key: string): Promise<OpenedFile | null> {
    if (!isStorageKey(key)) return null;
    const path = join(this.folder, key);
    const handle = await open(path, "r").catch(orNullWhenMissing);
    if (handle === null) return null;
    try {
      const [stats, contentType] = await Promise.all([handle.stat(), readFile(typeFile(path), "utf8")]);
      return { contentType, byteLength: stats.size, body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      return orNullWhenMissing(error);
    }
  }

  /** Every stored key, in name order (what `move-files-to-s3` walks); an absent folder holds none. */
  async keys(): Promise<string[]> {
    const names = await readdir(this.folder).catch((error: unknown) => (orNullWhenMissing(error) ?? []));
    return names.filter(isStorageKey).sort();
  }
}
