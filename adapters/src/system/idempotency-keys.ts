import { abandonedAfterSeconds, idempotencyWindowSeconds, type KeptKey } from "@kominote/core/rules/idempotency";
import type { Knex } from "knex";

/** The first answer to a key, replayed to its repeats. */
export interface KeptAnswer {
  readonly status: number;
  readonly body: string;
}

/** A key already held: what the rule decides on, and the answer to replay. */
export interface HeldKey extends KeptKey {
  readonly answer: KeptAnswer | null;
}

/*
 * Takes the key for a new request in one statement: inserted when new, taken over when its row has
 * expired (past the window) or was abandoned in flight; otherwise nothing is returned and the row
 * held is read. Two requests racing for one key: the primary key lets exactly one insert.
 */
const claimKey = `
  insert into idempotency_keys (member_id, key, fingerprint) values (?, ?, ?)
  on conflict (member_id, key) do update set fingerprint = excluded.fingerprint, status = null, body = null, created_at = now()
  where idempotency_keys.created_at <= now() - make_interval(secs => ?)
     or (idempotency_keys.status is null and idempotency_keys.created_at <= now() - make_interval(secs => ?))
  returning key`;

/**
 * Idempotency keys kept in the shared PostgreSQL (table idempotency_keys, migration 0026), so every
 * instance sees a key another took. Keyed per member: two members' keys never meet.
 */
export class IdempotencyKeys {
  constructor(private readonly db: Knex) {}

  /** Takes the key for this request: null when taken (run it), else the key already held. */
  async claim(memberId: number, key: string, fingerprint: string): Promise<HeldKey | null> {
    const taken = await this.db.raw<{ rows: unknown[] }>(claimKey, [memberId, key, fingerprint, idempotencyWindowSeconds, abandonedAfterSeconds]);
    if (taken.rows.length > 0) return null;
    const row = await this.db("idempotency_keys")
      .where({ member_id: memberId, key })
      .first<{ fingerprint: string; status: number | null; body: string | null } | undefined>("fingerprint", "status", "body");
    // Deleted between the two statements (the clean-up): take it again.
    if (row === undefined) return this.claim(memberId, key, fingerprint);
    const answer = row.status === null ? null : { status: row.status, body: row.body ?? "" };
    return { fingerprint: row.fingerprint, answered: answer !== null, answer };
  }

  /** Keeps the first answer, replayed from now on. */
  async answer(memberId: number, key: string, answer: KeptAnswer): Promise<void> {
    await this.db("idempotency_keys").where({ member_id: memberId, key }).update({ status: answer.status, body: answer.body });
  }

  /** Frees a key whose request failed on the server's side, so the client's resend runs again. */
  async release(memberId: number, key: string): Promise<void> {
    await this.db("idempotency_keys").where({ member_id: memberId, key }).whereNull("status").delete();
  }
}
