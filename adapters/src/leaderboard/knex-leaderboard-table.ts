import { leaderboardCategories, type Leaderboard, type LeaderboardCategory } from "@kominote/core/schemas/points";
import type { Knex } from "knex";
import { categorySources } from "./category-sources";

/** The board as the table holds it, with the week it was built for and when (null before the first build). */
export interface BoardSnapshot {
  readonly weekStart: Date | null;
  readonly refreshedAt: Date | null;
  readonly board: Leaderboard;
}

export interface LeaderboardTable {
  read(): Promise<BoardSnapshot>;
  /**
   * Rebuilds the board for the week, unless another process rebuilt it for the same week at or
   * after `unlessRefreshedSince`. True when this call rebuilt it.
   */
  refresh(options: { readonly weekStart: Date; readonly now: Date; readonly unlessRefreshedSince: Date }): Promise<boolean>;
}

interface StateRow {
  week_start: Date | string | null;
  refreshed_at: Date | string | null;
}

interface EntryRow {
  category: LeaderboardCategory;
  rank: number;
  score: number;
  weekly_activity: number;
  full_name: string;
  username: string;
  profile_photo: string | null;
}

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const emptyBoard = (): Record<LeaderboardCategory, Leaderboard[LeaderboardCategory]> =>
  Object.fromEntries(leaderboardCategories.map((category) => [category, []])) as unknown as Record<
    LeaderboardCategory,
    Leaderboard[LeaderboardCategory]
  >;

/**
 * leaderboard_entries, rebuilt in one transaction: one INSERT ... SELECT per category (its top
 * `size` by score, ties ranked alike), then every listed member's actions this week. The state
 * row is locked first, so two processes that found the board stale rebuild it once. Reading is one
 * join of at most 8 x `size` rows with the members' names.
 */
export class KnexLeaderboardTable implements LeaderboardTable {
  constructor(
    private readonly db: Knex,
    private readonly size: number,
  ) {}

  async read(): Promise<BoardSnapshot> {
    const [state, entries] = await Promise.all([
      this.db("leaderboard_state").where({ id: 1 }).first<StateRow | undefined>("week_start", "refreshed_at"),
      this.db("leaderboard_entries as e")
        .join("users as u", "u.id", "e.user_id")
        .orderBy([{ column: "e.category" }, { column: "e.position" }])
        .select<EntryRow[]>("e.category", "e.rank", "e.score", "e.weekly_activity", "u.full_name", "u.username", "u.profile_photo"),
    ]);
    const board = emptyBoard();
    for (const row of entries) {
      board[row.category]?.push({
        rank: row.rank,
        fullName: row.full_name,
        username: row.username,
        profilePhoto: row.profile_photo,
        score: row.score,
        weeklyActivity: row.weekly_activity,
      });
    }
    return { weekStart: dateOrNull(state?.week_start ?? null), refreshedAt: dateOrNull(state?.refreshed_at ?? null), board };
  }

  async refresh({ weekStart, now, unlessRefreshedSince }: Parameters<LeaderboardTable["refresh"]>[0]): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const state = await trx("leaderboard_state").where({ id: 1 }).forUpdate().first<StateRow | undefined>("week_start", "refreshed_at");
      const builtFor = dateOrNull(state?.week_start ?? null);
      const builtAt = dateOrNull(state?.refreshed_at ?? null);
      if (builtFor?.getTime() === weekStart.getTime() && builtAt !== null && builtAt >= unlessRefreshedSince) return false;

      await trx("leaderboard_entries").delete();
      for (const category of leaderboardCategories) {
        await trx.raw(
          `insert into leaderboard_entries (category, position, rank, user_id, score)
           select :category, row_number() over (order by score desc, user_id), rank() over (order by score desc), user_id, score
           from (${categorySources[category]}) as scores
           where score > 0
           order by score desc, user_id
           limit :size`,
          { category, size: this.size, weekStart },
        );
      }
      // Actions this week = ledger lines since Monday 00:00 in Haiti, read on the (user_id, created_at) index.
      await trx.raw(
        `update leaderboard_entries set weekly_activity = (
           select count(*) from points_ledger
           where points_ledger.user_id = leaderboard_entries.user_id and points_ledger.created_at >= :weekStart
         )`,
        { weekStart },
      );
      await trx("leaderboard_state").where({ id: 1 }).update({ week_start: weekStart, refreshed_at: now });
      return true;
    });
  }
}
