import type { Knex } from "knex";
import type { SharedPresence } from "./shared-presence";

/** Presence in the shared PostgreSQL (table presence); expired rows are deleted by the clean-up job. */
export class PostgresPresence implements SharedPresence {
  constructor(private readonly db: Knex) {}

  async touch(room: string, member: string, ttlMs: number): Promise<void> {
    await this.db.raw(
      `insert into presence (room, member, expires_at) values (?, ?, now() + make_interval(secs => ?))
       on conflict (room, member) do update set expires_at = excluded.expires_at`,
      [room, member, ttlMs / 1000],
    );
  }

  async leave(room: string, member: string): Promise<void> {
    await this.db("presence").where({ room, member }).delete();
  }

  async count(room: string): Promise<number> {
    const row = (await this.db("presence").where({ room }).andWhereRaw("expires_at > now()").count({ n: "*" }).first()) as { n: string | number };
    return Number(row.n);
  }
}
