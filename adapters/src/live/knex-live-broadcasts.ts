import type { Broadcast, LiveBroadcasts } from "@kominote/core/ports/live-broadcasts";
import type { Knex } from "knex";
import { appendAuditEntry } from "../moderation/knex-audit-log";

interface BroadcastRow {
  readonly id: number;
  readonly started_by: number;
  readonly started_at: Date | string;
}

const toBroadcast = (row: BroadcastRow): Broadcast => ({ id: row.id, startedBy: row.started_by, startedAt: new Date(row.started_at) });

/** Broadcasts in PostgreSQL; the one live is the row not stopped (a partial unique index keeps it one). */
export class KnexLiveBroadcasts implements LiveBroadcasts {
  constructor(private readonly db: Knex) {}

  async current(): Promise<Broadcast | null> {
    const row = (await this.db("live_broadcasts").whereNull("stopped_at").first()) as BroadcastRow | undefined;
    return row === undefined ? null : toBroadcast(row);
  }

  start(by: number, at: Date): Promise<{ broadcast: Broadcast; started: boolean }> {
    return this.db.transaction(async (trx) => {
      const { rows } = await trx.raw<{ rows: BroadcastRow[] }>(
        "insert into live_broadcasts (started_by, started_at) values (?, ?) on conflict ((true)) where stopped_at is null do nothing returning *",
        [by, at],
      );
      const inserted = rows[0];
      if (inserted === undefined) {
        const live = (await trx("live_broadcasts").whereNull("stopped_at").first()) as BroadcastRow;
        return { broadcast: toBroadcast(live), started: false };
      }
      await appendAuditEntry(trx, { actorId: by, action: "startLive", subjectKind: "broadcast", subjectId: inserted.id, reason: null, at });
      return { broadcast: toBroadcast(inserted), started: true };
    });
  }

  stop(by: number, at: Date): Promise<{ stopped: boolean }> {
    return this.db.transaction(async (trx) => {
      const rows = (await trx("live_broadcasts").whereNull("stopped_at").update({ stopped_by: by, stopped_at: at }).returning("id")) as { id: number }[];
      const stopped = rows[0];
      if (stopped === undefined) return { stopped: false };
      await appendAuditEntry(trx, { actorId: by, action: "stopLive", subjectKind: "broadcast", subjectId: stopped.id, reason: null, at });
      return { stopped: true };
    });
  }
}
