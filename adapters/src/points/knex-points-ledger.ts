import type { Clock } from "@kominote/core/ports/clock";
import type { MemberEvents, PointEntry } from "@kominote/core/ports/member-events";
import type { PointAward, PointsLedger } from "@kominote/core/ports/points-ledger";
import type { PointsStandings } from "@kominote/core/ports/points-standings";
import { pointsTable } from "@kominote/core/rules/points-table";
import { startOfDayIn, startOfWeekIn } from "@kominote/core/rules/zoned-periods";
import type { Knex } from "knex";

/**
 * The append-only ledger (DECISIONS 4). Each award runs in one transaction that first locks the
 * member's member_points row, so concurrent awards to one member queue: the daily cap counts
 * (per Haiti calendar day) see every earlier award, and the total moves with the ledger line.
 * After the commit the new line and the member's stats go to their open event streams.
 */
export class KnexPointsLedger implements PointsLedger {
  constructor(
    private readonly db: Knex,
    private readonly standings: PointsStandings,
    private readonly events: MemberEvents,
    private readonly clock: Clock,
    private readonly hooks: {
      /** Runs after each commit that recorded points, before the push (a cache forgets the member). */
      readonly onRecorded?: (userId: number) => void;
      /** A push that fails after the commit loses nothing (the next read shows it): it is only reported. */
      readonly onPushFailure?: (cause: unknown) => void;
    } = {},
  ) {}

  async award({ userId, action, reference }: PointAward): Promise<number> {
    const rule = pointsTable[action];
    const now = this.clock.now();
    const entry = await this.db.transaction(async (trx): Promise<PointEntry | null> => {
      await trx.raw(
        "insert into member_points (user_id, total_points, updated_at) values (?, 0, ?) on conflict (user_id) do nothing",
        [userId, now],
      );
      await trx("member_points").where({ user_id: userId }).forUpdate().first("user_id");
      if (rule.dailyCap !== undefined) {
        const today = (await trx("points_ledger")
          .where({ user_id: userId, action })
          .where("created_at", ">=", startOfDayIn(now))
          .count({ count: "*" })
          .first()) as { count: number | string } | undefined;
        if (Number(today?.count ?? 0) >= rule.dailyCap) return null;
      }
      const inserted = (await trx.raw(
        `insert into points_ledger (user_id, action, points, reference_kind, reference_id, created_at)
         values (?, ?, ?, ?, ?, ?)
         on conflict (user_id, action, reference_kind, reference_id) do nothing
         returning id`,
        [userId, action, rule.points, reference.kind, reference.id, now],
      )) as { rows: { id: number | string }[] };
      const line = inserted.rows[0];
      if (line === undefined) return null;
      await trx("member_points")
        .where({ user_id: userId })
        .update({ total_points: trx.raw("total_points + ?", [rule.points]), updated_at: now });
      return { id: Number(line.id), action, points: rule.points, createdAt: now };
    });
    if (entry === null) return 0;
    this.hooks.onRecorded?.(userId);
    await this.push(userId, entry, now);
    return entry.points;
  }

  private async push(userId: number, entry: PointEntry, now: Date): Promise<void> {
    try {
      this.events.publish(userId, { type: "points", entry });
      const stats = await this.standings.statsOf(userId, startOfWeekIn(now));
      this.events.publish(userId, { type: "stats", stats });
    } catch (cause) {
      this.hooks.onPushFailure?.(cause);
    }
  }
}
