import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Raised when another live process already has the embedded database open. */
export class EmbeddedDatabaseBusyError extends Error {
  override readonly name = "EmbeddedDatabaseBusyError";

  constructor(folder: string, holder: number) {
    super(
      `The embedded database in ${folder} is already open in process ${holder}. ` +
        "Stop that process first, or point DATABASE_URL at a PostgreSQL server that several processes can share.",
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Claims a PGlite folder for this process. PGlite is single-process: a second process opening the
 * same folder (a script while the server runs) corrupts the cluster, so it is refused instead.
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export const lockEmbeddedFolder = (folder: string): (() => void) => {
  const file = join(folder, "kominote.lock");
  const mine = String(process.pid);
  try {
    writeFileSync(file, mine, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (Number.isInteger(holder) && isAlive(holder)) throw new EmbeddedDatabaseBusyError(folder, holder);
    writeFileSync(file, mine);
  }
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.off("exit", release);
    try {
      if (readFileSync(file, "utf8") === mine) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on("exit", release);
  return release;
};
