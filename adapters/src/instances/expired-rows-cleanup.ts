import { idempotencyWindowSeconds } from "@kominote/core/rules/idempotency";
import type { Knex } from "knex";

/** Stored event payloads are read within a second of their NOTIFY; a minute is plenty. */
const eventPayloadLifetime = "1 minute";

/**
 * Deletes what the shared tables keep only for a while: ended rate-limit windows, event payloads
 * already delivered, presence that ran out, idempotency keys past their window. Returns the rows deleted.
 */
export const deleteExpiredRows = async (db: Knex): Promise<number> => {
  const counts = await Promise.all([
    db("rate_limit_hits").whereRaw("expires_at <= now()").delete().returning("key"),
    db("event_payloads").whereRaw(`created_at < now() - interval '${eventPayloadLifetime}'`).delete().returning("id"),
    db("presence").whereRaw("expires_at <= now()").delete().returning("room"),
    db("idempotency_keys").whereRaw("created_at <= now() - make_interval(secs => ?)", [idempotencyWindowSeconds]).delete().returning("key"),
  ]);
  // Counted from the returned rows: the embedded database's driver reports no affected-row count.
  return counts.reduce<number>((sum, rows) => sum + rows.length, 0);
};
