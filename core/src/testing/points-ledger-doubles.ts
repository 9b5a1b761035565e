/*
 * The in-memory twin of the points ledger, for use-case tests. It keeps the ledger's promises (the
 * table's points, one award per member, action and reference, the daily caps counted per Haiti
 * calendar day) and records what it was asked to award.
 */
import type { Clock } from "../ports/clock";
import type { PointAward, PointsLedger } from "../ports/points-ledger";
import { pointsTable } from "../rules/points-table";
import { startOfDayIn } from "../rules/zoned-periods";

export class RecordingPointsLedger implements PointsLedger {
  /** The awards recorded (a repeat or a capped one is not), oldest first. */
  readonly awards: PointAward[] = [];
  failWith: Error | null = null;
  readonly #recordedAt: Date[] = [];

  /** Without a clock every award falls on the same day. */
  constructor(
    private readonly clock: Clock = {
      now: () => new Date("2026-04-01T15:00:00Z"),
    },
  ) {}

  async award(award: PointAward): Promise<number> {
    if (this.failWith !== null) throw this.failWith;
    const rule = pointsTable[award.action];
    const now = this.clock.now();
    const dayStart = startOfDayIn(now).getTime();
    const sameAction = this.awards.filter(
      (earlier) =>
        earlier.userId === award.userId && earlier.action === award.action,
    );
    const today = this.awards.filter(
      (earlier, index) =>
        earlier.userId === award.userId &&
        earlier.action === award.action &&
        (this.#recordedAt[index]?.getTime() ?? 0) >= dayStart,
    );
    if (rule.dailyCap !== undefined && today.length >= rule.dailyCap) return 0;
    const repeat = sameAction.some(
      (earlier) =>
        earlier.reference.kind === award.reference.kind &&
        earlier.reference.id === award.reference.id,
    );
    if (repeat) return 0;
    this.awards.push(award);
    this.#recordedAt.push(now);
    return rule.points;
  }
}
