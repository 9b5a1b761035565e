/** Randomness as a port: tokens and codes come from here, never from Math.random in a rule. */
export interface RandomSource {
  /** Cryptographically strong random bytes. */
  bytes(length: number): Uint8Array;
  /** A random UUID (v4). */
  uuid(): string;
}
