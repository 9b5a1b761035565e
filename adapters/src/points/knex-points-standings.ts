import type { PointEntry } from "@kominote/core/ports/member-events";
import type { PointsStandings } from "@kominote/core/ports/points-standings";
import type { PointAction } from "@kominote/core/rules/points-table";
import type { UserStats } from "@kominote/core/schemas/points";
import type { Knex } from "knex";

interface StatsRow {
  total_points: number;
  weekly_points: number;
  rank: number;
  total_contributions: number;
}

interface EntryRow {
  id: number;
  action: PointAction;
  points: number;
  created_at: Date | string;
}

/**
 * One statement per read, each on an index: the member's total from member_points, the rank as a
 * range count on the total index, weekly points from the member's ledger lines since the week
 * began, contributions from the member's contribution index.
 */
export class KnexPointsStandings implements PointsStandings {
  constructor(private readonly db: Knex) {}

  async statsOf(userId: number, weekStart: Date): Promise<UserStats> {
    const result = (await this.db.raw(
      `with mine as (
         select coalesce((select total_points from member_points where user_id = :userId), 0) as total
       )
       select mine.total as total_points,
         (select coalesce(sum(points), 0) from points_ledger where user_id = :userId and created_at >= :weekStart) as weekly_points,
         1 + (select count(*) from member_points where total_points > mine.total) as rank,
         (select count(*) from contributions where user_id = :userId and status in ('pending', 'approved')) as total_contributions
       from mine`,
      { userId, weekStart },
    )) as { rows: StatsRow[] };
    const row = result.rows[0];
    if (row === undefined) throw new Error("the stats query returned no row");
    return {
      totalPoints: Number(row.total_points),
      weeklyPoints: Number(row.weekly_points),
      rank: Number(row.rank),
      totalContributions: Number(row.total_contributions),
    };
  }

  async recentOf(userId: number, limit: number): Promise<PointEntry[]> {
    const rows = (await this.db("points_ledger")
      .where({ user_id: userId })
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(limit)
      .select("id", "action", "points", "created_at")) as EntryRow[];
    return rows.map((row) => ({ id: Number(row.id), action: row.action, points: row.points, createdAt: new Date(row.created_at) }));
  }
}
