/**
 * The request option that carries a submission's Idempotency-Key (decision 0034), or nothing: every
 * resend of the same submission carries the same key, so the server makes it once.
 */
export const withIdempotencyKey = (key: string | undefined): { headers?: { "Idempotency-Key": string } } =>
  key === undefined ? {} : { headers: { "Idempotency-Key": key } };
