import { leaderboardCategories, type Leaderboard, type LeaderboardCategory } from "@kominote/core/schemas/points";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Knex } from "knex";
import { boardSourceTables, categorySources } from "./category-sources";
import { isSharedDatabase, lockKeys } from "../instances/once-across-instances";

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
  /**
   * A count that moves whenever a table the board counts is written, read before a rebuild and
   * compared later to tell whether the next one would change anything. Null when the database
   * keeps no such count: every rebuild is then taken to be needed.
   */
  sourceWrites(): Promise<number | null>;
}

interface StateRow {
  week_start: Date | string | null;
  refreshed_at: Date | string | null;
}

interface WritesRow {
  writes: number | null;
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

/** PostgreSQL's error code for a function that does not exist. */
const undefinedFunction = "42883";

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
  /** False once the server turned out to predate pg_stat_force_next_flush (PostgreSQL 15). */
  #countsWritesInTime = true;

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
      // Another instance rebuilding right now: this one skips rather than queueing behind it.
      if (isSharedDatabase(this.db)) {
        const { rows } = await trx.raw<{ rows: { locked: boolean }[] }>("select pg_try_advisory_xact_lock(?) as locked", [lockKeys.leaderboardRebuild]);
        if (rows[0]?.locked !== true) return false;
      }
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
           -- A member who left keeps their points (others' ranks hold until now) but not a place.
           where score > 0 and not exists (select 1 from users where users.id = scores.user_id and users.deleted_at is not null)
           order by score desc, user_id
           limit :size`,
          { category, size: this.size, weekStart },
        );
        // The embedded database runs each statement in this thread: between two, the requests
        // that came in meanwhile are answered (from memory) instead of waiting for the whole rebuild.
        await nextTurn();
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

  /**
   * PostgreSQL's own count of rows inserted, updated and deleted in the source tables (the
   * statistics behind pg_stat_user_tables, kept by default since autovacuum needs them): one read
   * of shared memory, whatever the tables' size. A connection hands its counts over after it
   * commits, once idle, at most once a second and within 10 s; this one is asked to hand over its
   * own first, which makes the count exact on the embedded database (a single connection). A write
   * is counted only once committed, so one counted before a rebuild is in it. A rolled-back write
   * or a reset of the statistics moves the count too: one rebuild too many, never one missed.
   * Null when the database keeps no such count or cannot be asked for it in time (statistics
   * turned off, PostgreSQL before 15).
   */
  async sourceWrites(): Promise<number | null> {
    if (!this.#countsWritesInTime) return null;
    try {
      await this.db.raw("select pg_stat_force_next_flush()");
    } catch (error) {
      if ((error as { code?: unknown }).code !== undefinedFunction) throw error;
      this.#countsWritesInTime = false;
      return null;
    }
    const result = (await this.db.raw(
      `select case when current_setting('track_counts')::boolean then
         sum(pg_stat_get_tuples_inserted(t) + pg_stat_get_tuples_updated(t) + pg_stat_get_tuples_deleted(t))::bigint
       end as writes
       from unnest(array[${boardSourceTables.map(() => "?").join(", ")}]::regclass[]) as t`,
      [...boardSourceTables],
    )) as { rows: WritesRow[] };
    return result.rows[0]?.writes ?? null;
  }
}
