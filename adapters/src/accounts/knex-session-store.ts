import type { SecretHasher } from "@kominote/core/ports/secret-hasher";
import type { StoredSession } from "@kominote/core/ports/session-store";
import type { Role } from "@kominote/core/schemas/users";
import type { Knex } from "knex";
import type { BatchTouchingSessionStore } from "./deferred-session-touches";

interface SessionRow {
  user_id: number;
  role: Role;
  created_at: Date;
  last_active_at: Date;
  expires_at: Date;
}

/** Sessions in Postgres, keyed by the token's keyed hash (the table's primary key). */
export class KnexSessionStore implements BatchTouchingSessionStore {
  constructor(
    private readonly db: Knex,
    private readonly hasher: SecretHasher,
  ) {}

  async create(token: string, session: { userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.db("sessions").insert({
      token_hash: this.hasher.hash(token),
      user_id: session.userId,
      created_at: session.createdAt,
      last_active_at: session.createdAt,
      expires_at: session.expiresAt,
    });
  }

  async find(token: string): Promise<StoredSession | null> {
    const row = (await this.db("sessions")
      .join("users", "users.id", "sessions.user_id")
      .where("sessions.token_hash", this.hasher.hash(token))
      // A member who left has no session; this holds even for a row a racing sign-in added.
      .whereNull("users.deleted_at")
      .first("sessions.user_id", "users.role", "sessions.created_at", "sessions.last_active_at", "sessions.expires_at")) as
      | SessionRow
      | undefined;
    if (row === undefined) return null;
    return {
      userId: row.user_id,
      role: row.role,
      createdAt: new Date(row.created_at),
      lastActiveAt: new Date(row.last_active_at),
      expiresAt: new Date(row.expires_at),
    };
  }

  async touch(token: string, at: Date): Promise<void> {
    await this.db("sessions").where({ token_hash: this.hasher.hash(token) }).update({ last_active_at: at });
  }

  /** Many sessions' activity times in one statement, none moved back; a lost second is harmless, so the commit does not wait for the disk. */
  async touchMany(touches: ReadonlyMap<string, Date>): Promise<void> {
    if (touches.size === 0) return;
    const hashes = [...touches.keys()].map((token) => this.hasher.hash(token));
    const times = [...touches.values()].map((at) => at.toISOString());
    await this.db.transaction(async (trx) => {
      await trx.raw("set local synchronous_commit = off");
      await trx.raw(
        `update sessions set last_active_at = noted.at
           from (select unnest(?::text[]) as token_hash, unnest(?::timestamptz[]) as at) as noted
          where sessions.token_hash = noted.token_hash and sessions.last_active_at < noted.at`,
        [hashes, times],
      );
    });
  }

  async delete(token: string): Promise<void> {
    await this.db("sessions").where({ token_hash: this.hasher.hash(token) }).delete();
  }

  async deleteAllOf(userId: number): Promise<void> {
    await this.db("sessions").where({ user_id: userId }).delete();
  }
}
