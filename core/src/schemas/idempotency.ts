import { z } from "zod";
import { idempotencyKeyHeader, idempotencyKeyPattern } from "../rules/idempotency";

/** The request header of a call that takes an idempotency key, as the API reference shows it. */
export const idempotencyHeadersSchema = z.object({
  [idempotencyKeyHeader]: z
    .string()
    .regex(idempotencyKeyPattern)
    .optional()
    .meta({
      description:
        "A key the client makes once per submission (a UUID) and sends again with every resend. The first request runs; " +
        "a repeat with the same key by the same member within 24 hours gets the first answer (same status and body) " +
        "with no second effect; the same key with another body answers 422 IDEMPOTENCY.KEY_REUSED; while the first " +
        "still runs, 409 IDEMPOTENCY.IN_FLIGHT.",
    }),
});
