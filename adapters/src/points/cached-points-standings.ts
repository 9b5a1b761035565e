import type { Clock } from "@kominote/core/ports/clock";
import type { PointEntry } from "@kominote/core/ports/member-events";
import type { PointsStandings } from "@kominote/core/ports/points-standings";
import type { UserStats } from "@kominote/core/schemas/points";
import { immediately, type AfterCommit } from "../cache/seeing-writes";
import { VariantMemo } from "../cache/variant-memo";

/**
 * The points bar polls every few seconds (SPEC 9: stats 5 s, recent points 2 s); this keeps each
 * member's answers for `ttlMs` so a polling member costs one query per window. The ledger calls
 * `forget` after each award (which forgets now and again when the award's unit of work commits),
 * so a member's own points show at once; a rank moved by other
 * members' points is seen within `ttlMs`.
 */
export class CachedPointsStandings implements PointsStandings {
  readonly #stats: VariantMemo<UserStats>;
  readonly #recent: VariantMemo<PointEntry[]>;

  constructor(
    private readonly standings: PointsStandings,
    clock: Clock,
    ttlMs: number,
    private readonly afterCommit: AfterCommit = immediately,
    capacity = 10_000,
  ) {
    this.#stats = new VariantMemo(clock, ttlMs, capacity);
    this.#recent = new VariantMemo(clock, ttlMs, capacity);
  }

  /** Kept per week: once a new week begins, the member's stats are read again. */
  statsOf(userId: number, weekStart: Date): Promise<UserStats> {
    return this.#stats.get(userId, weekStart.getTime(), () => this.standings.statsOf(userId, weekStart));
  }

  recentOf(userId: number, limit: number): Promise<PointEntry[]> {
    return this.#recent.get(userId, limit, () => this.standings.recentOf(userId, limit));
  }

  /**
   * The member's ledger changed: forgotten now, and again once the change commits, so a read
   * between the two cannot keep the old total.
   */
  forget(userId: number): void {
    this.#forgetNow(userId);
    this.afterCommit(() => this.#forgetNow(userId));
  }

  #forgetNow(userId: number): void {
    this.#stats.forget(userId);
    this.#recent.forget(userId);
  }
}
