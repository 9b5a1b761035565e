import type { PointAction } from "../rules/points-table";

/** One award, as a use case asks for it; the amount and the daily caps come from the points table. */
export interface PointAward {
  readonly userId: number;
  readonly action: PointAction;
  /** What earned it (the contribution, the idea ...). One award per member, action and reference. */
  readonly reference: { readonly kind: string; readonly id: number };
}

/**
 * The append-only points ledger (DECISIONS 4). Awarding the same member, action and reference
 * twice records nothing the second time, so a retried request cannot pay twice. The adapter pushes
 * the point event and the new stats to the member's open event stream.
 */
export interface PointsLedger {
  /** The points actually recorded: the table's value, or 0 when a daily cap or a repeat stopped it. */
  award(award: PointAward): Promise<number>;
}
