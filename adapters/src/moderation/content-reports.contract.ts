import type { ContentReports } from "@kominote/core/ports/moderation/content-moderation";
import type { HideableKind } from "@kominote/core/schemas/moderation";
import { beforeEach, expect, it } from "vitest";

/** One dismissal as the audit log keeps it. */
export interface AuditedDismissal {
  readonly moderatorId: number;
  readonly kind: string;
  readonly itemId: number;
}

/** The reports store under test over empty storage, and ways to fill and inspect it. */
export interface ContentReportsHarness {
  readonly reports: ContentReports;
  readonly given: {
    /** A new member, who may report and moderate. */
    member(): Promise<number>;
    /** A new visible item of the kind, written by a new member. */
    item(kind: HideableKind): Promise<number>;
    isVisible(kind: HideableKind, id: number): Promise<boolean>;
    /** The dismissals written to the audit log, oldest first. */
    auditedDismissals(): Promise<AuditedDismissal[]>;
  };
}

const now = new Date("2026-04-01T10:00:00.000Z");
const limit = { max: 20, since: new Date("2026-04-01T09:00:00.000Z") };

/**
 * How every ContentReports dismisses reports, registered inside the caller's describe block.
 * `fresh` must hand back the store over empty storage.
 */
export const contentReportsContract = (fresh: () => Promise<ContentReportsHarness>): void => {
  let harness: ContentReportsHarness;
  let moderator: number;
  let first: number;
  let second: number;

  beforeEach(async () => {
    harness = await fresh();
    moderator = await harness.given.member();
    first = await harness.given.member();
    second = await harness.given.member();
  });

  const report = (kind: HideableKind, itemId: number, reporterId: number, reason = "Li joure moun.") =>
    harness.reports.report({ kind, itemId, reporterId, reason, at: now }, limit);
  const dismiss = (kind: HideableKind, itemId: number) => harness.reports.dismiss({ kind, itemId, moderatorId: moderator, at: now });
  const listed = async () => (await harness.reports.listOpen(10)).map((item) => [item.kind, item.id, item.reportCount]);

  it("dismisses every open report of one item: it leaves the list, stays visible, and the dismissal is audited", async () => {
    const post = await harness.given.item("forumPost");
    const idea = await harness.given.item("idea");
    await report("forumPost", post, first);
    await report("forumPost", post, second);
    await report("idea", idea, first);

    expect(await dismiss("forumPost", post)).toEqual({ outcome: "dismissed", count: 2 });

    expect(await listed()).toEqual([["idea", idea, 1]]);
    expect(await harness.given.isVisible("forumPost", post)).toBe(true);
    expect(await harness.given.auditedDismissals()).toEqual([{ moderatorId: moderator, kind: "forumPost", itemId: post }]);
  });

  it("brings a dismissed item back only with a report from a member who never reported it", async () => {
    const forum = await harness.given.item("forum");
    await report("forum", forum, first, "Tit la move.");
    await dismiss("forum", forum);

    expect(await report("forum", forum, first, "Ankò.")).toBe("alreadyReported");
    expect(await listed()).toEqual([]);

    expect(await report("forum", forum, second, "Se piblisite.")).toBe("recorded");
    const [back] = await harness.reports.listOpen(10);
    expect(back).toMatchObject({ kind: "forum", id: forum, reportCount: 1, reasons: ["Se piblisite."] });
    expect(await dismiss("forum", forum)).toEqual({ outcome: "dismissed", count: 1 });
  });

  it("finds nothing to dismiss on an item never reported or already dismissed, and nothing at all for an unknown one", async () => {
    const idea = await harness.given.item("idea");
    expect(await dismiss("idea", idea)).toEqual({ outcome: "noOpenReports" });
    await report("idea", idea, first);
    await dismiss("idea", idea);
    expect(await dismiss("idea", idea)).toEqual({ outcome: "noOpenReports" });
    expect(await dismiss("forumPost", 999_999)).toEqual({ outcome: "notFound" });
    expect(await harness.given.auditedDismissals()).toHaveLength(1);
  });

  it("lets only one of two simultaneous dismissals through", async () => {
    const post = await harness.given.item("forumPost");
    await report("forumPost", post, first);
    await report("forumPost", post, second);

    const outcomes = await Promise.all([dismiss("forumPost", post), dismiss("forumPost", post)]);

    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["dismissed", "noOpenReports"]);
    expect(outcomes.find((outcome) => outcome.outcome === "dismissed")).toEqual({ outcome: "dismissed", count: 2 });
    expect(await harness.given.auditedDismissals()).toHaveLength(1);
  });
};
