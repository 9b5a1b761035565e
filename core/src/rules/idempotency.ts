/**
 * Idempotency keys (decision 0034): a client on an intermittent link sends each submission with a
 * key it made once, and may send it again after a lost answer. The server runs the first request
 * and answers every repeat by the same member, within the window, with the first answer.
 */

/** The request header that carries the key. */
export const idempotencyKeyHeader = "Idempotency-Key";

/** How long a key's answer is kept and replayed: a day covers a phone offline overnight. */
export const idempotencyWindowSeconds = 24 * 60 * 60;

/**
 * A key still marked in flight after this long belongs to a request that never finished (the
 * server stopped under it): a repeat may run again rather than get 409 for a whole day.
 */
export const abandonedAfterSeconds = 120;

/**
 * A key is 16 to 128 letters, digits, "-" or "_": a UUID (what the web client sends) fits, and so
 * does any random token; anything else (spaces, a short counter) is refused with a 400.
 */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,128}$/;

export const isIdempotencyKey = (text: string): boolean => idempotencyKeyPattern.test(text);

/** What the server keeps of a key: the request it was first used with, and its answer once sent. */
export interface KeptKey {
  readonly fingerprint: string;
  readonly answered: boolean;
}

/** What a request with an already kept key gets. */
export type RepeatOutcome = "replay" | "different-request" | "in-flight";

/**
 * A repeat (the key is kept and neither expired nor abandoned): the first answer when it is the
 * same request and the first has been answered, 422 for another request under the same key, 409
 * while the first is still running.
 */
export const repeatOutcome = (kept: KeptKey, fingerprint: string): RepeatOutcome => {
  if (kept.fingerprint !== fingerprint) return "different-request";
  return kept.answered ? "replay" : "in-flight";
};
