import type { Clock } from "@kominote/core/ports/clock";
import type { PointEntry } from "@kominote/core/ports/member-events";
import type { PointsStandings } from "@kominote/core/ports/points-standings";
import type { UserStats } from "@kominote/core/schemas/points";
import { ShortMemo } from "../cache/short-memo";

/**
 * The points bar polls every few seconds (SPEC 9: stats 5 s, recent points 2 s); this keeps each
 * member's answers for `ttlMs` so a polling member costs one query per window. The ledger calls
 * `forget` after each award, so a member's own points show at once; a rank moved by other
 * members' points is seen within `ttlMs`.
 */
export class CachedPointsStandings implements PointsStandings {
  readonly #stats: ShortMemo<{ readonly weekStart: number; readonly stats: UserStats }>;
  readonly #recent: ShortMemo<{ readonly limit: number; readonly entries: PointEntry[] }>;

  constructor(
    private readonly standings: PointsStandings,
    clock: Clock,
    ttlMs: number,
    capacity = 10_000,
  ) {
    this.#stats = new ShortMemo(clock, ttlMs, capacity);
    this.#recent = new ShortMemo(clock, ttlMs, capacity);
  }

  async statsOf(userId: number, weekStart: Date): Promise<UserStats> {
    const load = async () => ({ weekStart: weekStart.getTime(), stats: await this.standings.statsOf(userId, weekStart) });
    const kept = await this.#stats.get(userId, load);
    if (kept.weekStart === weekStart.getTime()) return kept.stats;
    // A new week began since the answer was kept.
    this.#stats.forget(userId);
    return (await this.#stats.get(userId, load)).stats;
  }

  async recentOf(userId: number, limit: number): Promise<PointEntry[]> {
    const load = async () => ({ limit, entries: await this.standings.recentOf(userId, limit) });
    const kept = await this.#recent.get(userId, load);
    if (kept.limit === limit) return kept.entries;
    this.#recent.forget(userId);
    return (await this.#recent.get(userId, load)).entries;
  }

  /** The member's ledger changed. */
  forget(userId: number): void {
    this.#stats.forget(userId);
    this.#recent.forget(userId);
  }
}
