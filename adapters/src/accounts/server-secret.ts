import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The server's hashing key: the configured secret, else a random 32-byte key created on first start
 * in `<dataDir>/secret` (readable by the owner only) and read back on every later start, so
 * sessions survive restarts.
 */
export const loadServerSecret = ({ secret, dataDir }: { secret?: string | undefined; dataDir: string }): Uint8Array => {
  if (secret !== undefined) return new Uint8Array(Buffer.from(secret, "utf8"));
  const file = join(dataDir, "secret");
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": never overwrite a key another process has just written.
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length < 32) throw new Error(`${file} does not hold a 32-byte key`);
  return new Uint8Array(key);
};
