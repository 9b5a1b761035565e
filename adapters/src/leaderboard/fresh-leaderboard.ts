import type { Clock } from "@kominote/core/ports/clock";
import type { LeaderboardReader } from "@kominote/core/ports/leaderboard";
import { weekStartsIn } from "@kominote/core/rules/zoned-periods";
import type { Leaderboard } from "@kominote/core/schemas/points";
import type { BoardSnapshot, LeaderboardTable } from "./knex-leaderboard-table";

export interface Freshness {
  /** How long one read of the table answers every request of this process. */
  readonly memoMs: number;
  /** The board is rebuilt once older than this (by the server's timer, when something changed). */
  readonly refreshEveryMs: number;
}

interface Flight<T> {
  readonly weekStart: number;
  readonly promise: Promise<T>;
}

interface Kept {
  readonly weekStart: number;
  readonly board: Leaderboard;
  /** When the board was built (the table's stamp), not when it was read. */
  readonly builtAt: number;
  readonly readAt: number;
}

/**
 * The board of the leaderboard table, kept in memory (docs/decisions/0009-leaderboard-freshness.md).
 * A request answers from memory; once the memo is `memoMs` old, the next request still answers
 * from it and starts one read of the table, which is how a rebuild made by another process
 * arrives. A request never rebuilds a board of its week: the server's timer does, through
 * `refreshIfDue`. Only a board of another week (a new week began, or none was ever built) makes
 * a request wait for a rebuild, so weekly figures are never last week's. Reads and rebuilds are
 * single-flight within the process; the table's lock makes a rebuild happen once across processes.
 */
export class FreshLeaderboard implements LeaderboardReader {
  #kept: Kept | undefined;
  #reading: Flight<Kept> | undefined;
  #refreshing: Flight<boolean> | undefined;
  /** A request asked for the board since the timer last looked: a rebuild nobody reads is skipped. */
  #askedSinceLook = false;
  /** The source tables' write count read before this process's last rebuild; undefined before its first. */
  #writesAtBuild: number | null | undefined;
  readonly #weekOf = weekStartsIn();

  constructor(
    private readonly table: LeaderboardTable,
    private readonly clock: Clock,
    private readonly freshness: Freshness,
    /** A background read or rebuild that fails leaves the previous board served: it is only reported. */
    private readonly onRefreshFailure: (cause: unknown) => void = () => {},
  ) {}

  async boardFor(weekStart: Date): Promise<Leaderboard> {
    this.#askedSinceLook = true;
    const kept = this.#kept;
    if (kept !== undefined && kept.weekStart === weekStart.getTime()) {
      if (this.clock.now().getTime() - kept.readAt >= this.freshness.memoMs) {
        this.read(weekStart).catch(this.onRefreshFailure);
      }
      return kept.board;
    }
    return (await this.read(weekStart)).board;
  }

  /**
   * The server's timer step. Rebuilds the board when a new week began (whether or not anyone asked
   * since), or when it is more than `refreshEveryMs` old, was asked for since the last look, and a
   * table it counts was written since this process built it. A board never asked for is left
   * alone. Never rejects: a failure is reported and the previous board stays served.
   */
  async refreshIfDue(): Promise<void> {
    const kept = this.#kept;
    if (kept === undefined) return;
    const now = this.clock.now();
    const weekStart = this.#weekOf(now);
    try {
      if (kept.weekStart !== weekStart.getTime()) {
        await this.read(weekStart);
        return;
      }
      if (!this.#askedSinceLook || now.getTime() - kept.builtAt <= this.freshness.refreshEveryMs) return;
      this.#askedSinceLook = false;
      const writes = await this.table.sourceWrites();
      if (writes !== null && writes === this.#writesAtBuild) return;
      if (await this.refresh(weekStart)) this.keep(weekStart, await this.table.read());
    } catch (cause) {
      this.onRefreshFailure(cause);
    }
  }

  private read(weekStart: Date): Promise<Kept> {
    return this.singleFlight(
      weekStart,
      () => this.#reading,
      (flight) => (this.#reading = flight),
      () => this.readTable(weekStart),
    );
  }

  private async readTable(weekStart: Date): Promise<Kept> {
    let snapshot = await this.table.read();
    if (!this.isFor(snapshot, weekStart)) {
      await this.refresh(weekStart);
      snapshot = await this.table.read();
    }
    return this.keep(weekStart, snapshot);
  }

  /** True when this call rebuilt the board (not when another process had just done it). */
  private refresh(weekStart: Date): Promise<boolean> {
    return this.singleFlight(
      weekStart,
      () => this.#refreshing,
      (flight) => (this.#refreshing = flight),
      async () => {
        // Read before the rebuild looks at the tables: a write counted here is in the board; one
        // that is not moves the count later, and the next look rebuilds.
        const writes = await this.table.sourceWrites();
        const now = this.clock.now();
        const rebuilt = await this.table.refresh({
          weekStart,
          now,
          unlessRefreshedSince: new Date(now.getTime() - this.freshness.refreshEveryMs),
        });
        if (rebuilt) this.#writesAtBuild = writes;
        return rebuilt;
      },
    );
  }

  /**
   * Keeps what the table held, unless it is older than the board already kept for the week: a
   * read that began before a rebuild may land after the read that followed it.
   */
  private keep(weekStart: Date, snapshot: BoardSnapshot): Kept {
    const builtAt = snapshot.refreshedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    const current = this.#kept;
    if (current !== undefined && current.weekStart === weekStart.getTime() && current.builtAt > builtAt) return current;
    const kept = { weekStart: weekStart.getTime(), board: snapshot.board, builtAt, readAt: this.clock.now().getTime() };
    this.#kept = kept;
    return kept;
  }

  /** Joins the flight under way for the same week; one for another week is let land first. */
  private singleFlight<T>(
    weekStart: Date,
    current: () => Flight<T> | undefined,
    set: (flight: Flight<T> | undefined) => void,
    start: () => Promise<T>,
  ): Promise<T> {
    const pending = current();
    if (pending?.weekStart === weekStart.getTime()) return pending.promise;
    const begin = pending === undefined ? start() : pending.promise.then(start, start);
    const flight: Flight<T> = {
      weekStart: weekStart.getTime(),
      promise: begin.finally(() => {
        if (current() === flight) set(undefined);
      }),
    };
    set(flight);
    return flight.promise;
  }

  private isFor(snapshot: BoardSnapshot, weekStart: Date): boolean {
    return snapshot.refreshedAt !== null && snapshot.weekStart?.getTime() === weekStart.getTime();
  }
}
