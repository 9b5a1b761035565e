import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { HmacSecretHasher } from "./hmac-secret-hasher";
import { ScryptPasswordHasher } from "./scrypt-password-hasher";
import { loadServerSecret } from "./server-secret";

const folders: string[] = [];
const freshFolder = (): string => {
  const folder = mkdtempSync(join(tmpdir(), "kominote-secret-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("loadServerSecret", () => {
  it("generates a random 32-byte key once, readable by the owner only, and reads it back later", () => {
    const dataDir = join(freshFolder(), "data");
    const first = loadServerSecret({ dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, "secret")).mode & 0o777).toBe(0o600);
    expect(loadServerSecret({ dataDir })).toEqual(first);
    expect(loadServerSecret({ dataDir: join(freshFolder(), "data") })).not.toEqual(first);
  });

  it("uses SESSION_SECRET when configured, and writes no file", () => {
    const dataDir = freshFolder();
    const key = loadServerSecret({ secret: "a configured secret of 32 characters!", dataDir });
    expect(Buffer.from(key).toString("utf8")).toBe("a configured secret of 32 characters!");
    expect(() => readFileSync(join(dataDir, "secret"))).toThrow();
  });
});

describe("HmacSecretHasher", () => {
  it("hashes with the key: same secret and key, same hash; another key, another hash", () => {
    const hasher = new HmacSecretHasher(new Uint8Array(32).fill(1));
    const hash = hasher.hash("email:a@b.ht#123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.hash("email:a@b.ht#123456")).toBe(hash);
    expect(new HmacSecretHasher(new Uint8Array(32).fill(2)).hash("email:a@b.ht#123456")).not.toBe(hash);
  });

  it("compares hashes, unequal lengths included, without throwing", () => {
    const hasher = new HmacSecretHasher(new Uint8Array(32).fill(1));
    const hash = hasher.hash("x");
    expect(hasher.equals(hash, hasher.hash("x"))).toBe(true);
    expect(hasher.equals(hash, hasher.hash("y"))).toBe(false);
    expect(hasher.equals(hash, "short")).toBe(false);
  });

  it("refuses a key shorter than 32 bytes", () => {
    expect(() => new HmacSecretHasher(new Uint8Array(16))).toThrow();
  });
});

describe("ScryptPasswordHasher", () => {
  // A low cost keeps the test fast; the parameters travel in the hash either way.
  const hasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hasher.hash("Kominote2026!");
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(hash).not.toContain("Kominote2026!");
    expect(await hasher.verify("Kominote2026!", hash)).toBe(true);
    expect(await hasher.verify("kominote2026!", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hasher.hash("same")).not.toBe(await hasher.hash("same"));
  });

  it("answers false for a hash it cannot read", async () => {
    expect(await hasher.verify("x", "")).toBe(false);
    expect(await hasher.verify("x", "bcrypt$2b$10$abc")).toBe(false);
    expect(await hasher.verify("x", "scrypt$0$8$1$c2FsdA==$a2V5")).toBe(false);
  });

  it("uses OWASP's cost by default", async () => {
    const hash = await new ScryptPasswordHasher().hash("Kominote2026!");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify("Kominote2026!", hash)).toBe(true);
  });
});
