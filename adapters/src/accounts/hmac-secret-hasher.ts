import { createHmac, timingSafeEqual } from "node:crypto";
import type { SecretHasher } from "@kominote/core/ports/secret-hasher";

/** HMAC-SHA256 under the server's key; comparisons in constant time. */
export class HmacSecretHasher implements SecretHasher {
  constructor(private readonly key: Uint8Array) {
    if (key.length < 32) throw new Error("the hashing key must have at least 32 bytes");
  }

  hash(secret: string): string {
    return createHmac("sha256", this.key).update(secret, "utf8").digest("hex");
  }

  equals(a: string, b: string): boolean {
    const left = Buffer.from(a, "utf8");
    const right = Buffer.from(b, "utf8");
    // Lengths are those of hex digests, public knowledge; only the contents must not leak through timing.
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
