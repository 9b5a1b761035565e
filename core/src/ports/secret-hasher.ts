/**
 * Keyed hashing of short secrets (sign-in codes, session tokens) with the server's key
 * (HMAC-SHA256), so a copy of the database alone does not reveal or let anyone test them.
 */
export interface SecretHasher {
  /** The keyed hash, as lowercase hex. */
  hash(secret: string): string;
  /** Compares two hashes in constant time. */
  equals(a: string, b: string): boolean;
}
