import type { PointsLedger } from "@kominote/core/ports/points-ledger";
import type { PointAction } from "@kominote/core/rules/points-table";
import { expect, it } from "vitest";

/** The adapter under test over an empty ledger, on a clock the test moves, and what it recorded. */
export interface PointsLedgerHarness {
  readonly ledger: PointsLedger;
  readonly clock: { advance(ms: number): void };
  readonly given: {
    member(): Promise<number>;
    /** How many ledger lines the member has. */
    lines(memberId: number): Promise<number>;
    /** The member's total points. */
    total(memberId: number): Promise<number>;
  };
}

const award = (userId: number, action: PointAction, id: number, kind = "contribution") => ({ userId, action, reference: { kind, id } });

/**
 * The behaviour every PointsLedger promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapter over an empty ledger, its clock starting at `start`.
 */
export const pointsLedgerContract = (fresh: (start: Date) => Promise<PointsLedgerHarness>): void => {
  it("pays the table's points for each member, action and reference", async () => {
    const { ledger, given } = await fresh(new Date("2026-11-18T15:00:00Z"));
    const [marie, jean] = [await given.member(), await given.member()];
    expect(await ledger.award(award(marie, "contributionSubmitted", 1))).toBe(10);
    expect(await ledger.award(award(marie, "contributionApproved", 1))).toBe(20);
    expect(await ledger.award(award(jean, "contributionSubmitted", 1))).toBe(10);
    expect(await ledger.award(award(marie, "contributionSubmitted", 1, "place"))).toBe(10);
    expect(await given.total(marie)).toBe(40);
    expect(await given.total(jean)).toBe(10);
  });

  it("records an award once however often it is repeated, even at once", async () => {
    const { ledger, given } = await fresh(new Date("2026-11-18T15:00:00Z"));
    const marie = await given.member();
    const results = await Promise.all([1, 2, 3].map(() => ledger.award(award(marie, "ideaShared", 4))));
    expect(results.sort()).toEqual([0, 0, 5]);
    expect(await ledger.award(award(marie, "ideaShared", 4))).toBe(0);
    expect(await given.lines(marie)).toBe(1);
    expect(await given.total(marie)).toBe(5);
  });

  it("stops a capped action at its daily cap even when 30 awards arrive at once", async () => {
    const { ledger, given } = await fresh(new Date("2026-11-18T15:00:00Z"));
    const [marie, jean] = [await given.member(), await given.member()];
    const results = await Promise.all(Array.from({ length: 30 }, (_, index) => ledger.award(award(marie, "voteCast", index + 1))));
    expect(results.filter((points) => points === 1)).toHaveLength(20);
    expect(results.filter((points) => points === 0)).toHaveLength(10);
    expect(await given.lines(marie)).toBe(20);
    expect(await given.total(marie)).toBe(20);
    expect(await ledger.award(award(jean, "voteCast", 1))).toBe(1);
  });

  it("counts the cap per calendar day in Haiti, not in UTC", async () => {
    // 04:30 UTC on the 19th is still 23:30 on the 18th in Haiti (UTC-5 in November).
    const { ledger, clock, given } = await fresh(new Date("2026-11-19T04:30:00Z"));
    const marie = await given.member();
    for (let index = 1; index <= 20; index += 1) await ledger.award(award(marie, "forumPost", index));
    expect(await ledger.award(award(marie, "forumPost", 21))).toBe(0);
    clock.advance(29 * 60_000); // 04:59 UTC, still the 18th in Haiti
    expect(await ledger.award(award(marie, "forumPost", 22))).toBe(0);
    clock.advance(60_000); // 05:00 UTC, midnight in Haiti: a new day
    expect(await ledger.award(award(marie, "forumPost", 23))).toBe(2);
  });
};
