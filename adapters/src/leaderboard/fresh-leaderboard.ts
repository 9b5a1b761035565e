import type { Clock } from "@kominote/core/ports/clock";
import type { LeaderboardReader } from "@kominote/core/ports/leaderboard";
import type { Leaderboard } from "@kominote/core/schemas/points";
import type { BoardSnapshot, LeaderboardTable } from "./knex-leaderboard-table";

export interface Freshness {
  /** How long one read of the table answers every request of this process. */
  readonly memoMs: number;
  /** How old the table's board may get before the next read rebuilds it. */
  readonly refreshEveryMs: number;
}

interface Flight<T> {
  readonly weekStart: number;
  readonly promise: Promise<T>;
}

interface Kept {
  readonly weekStart: number;
  readonly board: Leaderboard;
  readonly readAt: number;
}

/**
 * The board of the leaderboard table, kept in memory (docs/decisions/0009-leaderboard-freshness.md).
 * A request answers from memory; once the memo is `memoMs` old, the next request still answers
 * from it and starts one read of the table. When that read finds the board older than
 * `refreshEveryMs`, one rebuild starts in the background, and the board stays served until it
 * is done. Only a board of another week (a new week began, or none was ever built) makes a
 * request wait for the rebuild. Reads and rebuilds are single-flight within the process; the
 * table's lock makes a rebuild happen once across processes.
 */
export class FreshLeaderboard implements LeaderboardReader {
  #kept: Kept | undefined;
  #reading: Flight<Kept> | undefined;
  #refreshing: Flight<unknown> | undefined;

  constructor(
    private readonly table: LeaderboardTable,
    private readonly clock: Clock,
    private readonly freshness: Freshness,
    /** A background rebuild that fails leaves the previous board served: it is only reported. */
    private readonly onRefreshFailure: (cause: unknown) => void = () => {},
  ) {}

  async boardFor(weekStart: Date): Promise<Leaderboard> {
    const kept = this.#kept;
    if (kept !== undefined && kept.weekStart === weekStart.getTime()) {
      if (this.clock.now().getTime() - kept.readAt >= this.freshness.memoMs) {
        this.read(weekStart).catch(this.onRefreshFailure);
      }
      return kept.board;
    }
    return (await this.read(weekStart)).board;
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
    } else if (this.isStale(snapshot)) {
      this.refresh(weekStart).then(
        () => this.expire(),
        (cause: unknown) => this.onRefreshFailure(cause),
      );
    }
    const kept = { weekStart: weekStart.getTime(), board: snapshot.board, readAt: this.clock.now().getTime() };
    this.#kept = kept;
    return kept;
  }

  private refresh(weekStart: Date): Promise<unknown> {
    return this.singleFlight(
      weekStart,
      () => this.#refreshing,
      (flight) => (this.#refreshing = flight),
      () => {
        const now = this.clock.now();
        return this.table.refresh({ weekStart, now, unlessRefreshedSince: new Date(now.getTime() - this.freshness.refreshEveryMs) });
      },
    );
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

  private isStale(snapshot: BoardSnapshot): boolean {
    return snapshot.refreshedAt === null || this.clock.now().getTime() - snapshot.refreshedAt.getTime() >= this.freshness.refreshEveryMs;
  }

  /** The next request reads the rebuilt table (and is answered from memory meanwhile). */
  private expire(): void {
    if (this.#kept !== undefined) this.#kept = { ...this.#kept, readAt: Number.NEGATIVE_INFINITY };
  }
}
