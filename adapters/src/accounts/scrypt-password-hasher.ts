import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { PasswordHasher } from "@kominote/core/ports/password-hasher";

/** OWASP's scrypt setting: N=2^17, r=8, p=1 (128 MiB of memory per hash). */
const defaults = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });

/**
 * Password hashes as "scrypt$N$r$p$salt$key" (base64): the parameters travel with the hash, so
 * stronger settings later still verify older hashes.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: { N: number; r: number; p: number } = defaults) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = hash.split("$");
    if (scheme !== "scrypt" || salt === undefined || key === undefined) return false;
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return false;
    const expected = Buffer.from(key, "base64");
    if (expected.length !== keyLength) return false;
    try {
      return timingSafeEqual(await derive(password, Buffer.from(salt, "base64"), cost), expected);
    } catch {
      return false;
    }
  }
}
