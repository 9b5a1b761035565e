import type { OwnBoardRow, OwnBoardScores } from "@kominote/core/ports/leaderboard";
import { leaderboardCategories, type LeaderboardCategory } from "@kominote/core/schemas/points";
import type { Knex } from "knex";
import { categorySources } from "./category-sources";

interface OwnRow {
  full_name: string | null;
  username: string | null;
  profile_photo: string | null;
  weekly_activity: number | string;
  [category: string]: unknown;
}

/**
 * One member's row of the board, read now from the same source queries the rebuild runs
 * (`category-sources.ts`), each narrowed to the member: PostgreSQL moves the member's filter into
 * the grouped sources, so each reads that member's rows from the member's index (the "first"
 * category still orders every counted contribution to find each task's first one).
 */
export class KnexOwnBoardScores implements OwnBoardScores {
  constructor(private readonly db: Knex) {}

  async ownRowOf(userId: number, weekStart: Date): Promise<OwnBoardRow | null> {
    const scores = leaderboardCategories
      .map((category) => `coalesce((select score from (${categorySources[category]}) as source where source.user_id = :userId), 0) as "${category}"`)
      .join(",\n");
    const result = (await this.db.raw(
      `select u.full_name, u.username, u.profile_photo,
         (select count(*) from points_ledger where user_id = :userId and created_at >= :weekStart) as weekly_activity,
         ${scores}
       from users u where u.id = :userId`,
      { userId, weekStart },
    )) as { rows: OwnRow[] };
    const row = result.rows[0];
    if (row === undefined) return null;
    return {
      fullName: row.full_name,
      username: row.username,
      profilePhoto: row.profile_photo,
      weeklyActivity: Number(row.weekly_activity),
      scores: Object.fromEntries(leaderboardCategories.map((category) => [category, Number(row[category] ?? 0)])) as Record<LeaderboardCategory, number>,
    };
  }
}
