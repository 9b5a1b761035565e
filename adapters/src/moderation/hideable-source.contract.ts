import type { ContentReports, HideableSources } from "@kominote/core/ports/moderation/content-moderation";
import { hideableKinds, type HideableKind } from "@kominote/core/schemas/moderation";
import { beforeEach, expect, it } from "vitest";

/** One hiding as the audit log keeps it. */
export interface AuditedHiding {
  readonly moderatorId: number;
  readonly kind: string;
  readonly itemId: number;
  readonly reason: string | null;
}

/** The hideable sources of every kind over empty storage, the reports they resolve, and ways to fill and inspect them. */
export interface HideableSourceHarness {
  readonly sources: Required<HideableSources>;
  readonly reports: ContentReports;
  readonly given: {
    /** A new member, who may write, report and moderate. */
    member(): Promise<number>;
    /** A new visible item of the kind written by `authorId`. */
    item(kind: HideableKind, authorId: number): Promise<number>;
    isVisible(kind: HideableKind, id: number): Promise<boolean>;
    /** The hidings written to the audit log, oldest first. */
    auditedHidings(): Promise<AuditedHiding[]>;
  };
}

const now = new Date("2026-04-01T10:00:00.000Z");
const reportLimit = { max: 20, since: new Date("2026-04-01T09:00:00.000Z") };

/**
 * How every HideableSource hides, registered inside the caller's describe block, for each kind.
 * `fresh` must hand back the sources over empty storage.
 */
export const hideableSourceContract = (fresh: () => Promise<HideableSourceHarness>): void => {
  let harness: HideableSourceHarness;
  let moderator: number;
  let author: number;
  let reporter: number;

  beforeEach(async () => {
    harness = await fresh();
    moderator = await harness.given.member();
    author = await harness.given.member();
    reporter = await harness.given.member();
  });

  const hide = (kind: HideableKind, id: number, reason = "Li joure moun.") =>
    harness.sources[kind].hide({ id, moderatorId: moderator, reason, at: now });
  const report = (kind: HideableKind, itemId: number) =>
    harness.reports.report({ kind, itemId, reporterId: reporter, reason: "Li joure moun.", at: now }, reportLimit);

  for (const kind of hideableKinds) {
    it(`hides a visible ${kind}, names its author, resolves its open reports only, and audits it`, async () => {
      const item = await harness.given.item(kind, author);
      const other = await harness.given.item(kind, author);
      await report(kind, item);
      await report(kind, other);

      expect(await hide(kind, item)).toEqual({
        outcome: "hidden",
        authorId: author,
      });

      expect(await harness.given.isVisible(kind, item)).toBe(false);
      expect(await harness.given.isVisible(kind, other)).toBe(true);
      expect((await harness.reports.listOpen(10)).map((open) => [open.kind, open.id])).toEqual([[kind, other]]);
      expect(await harness.given.auditedHidings()).toEqual([
        {
          moderatorId: moderator,
          kind,
          itemId: item,
          reason: "Li joure moun.",
        },
      ]);
    });

    it(`hides a ${kind} once, and finds nothing to hide for an unknown one`, async () => {
      const item = await harness.given.item(kind, author);
      await hide(kind, item);

      expect(await hide(kind, item, "Ankò")).toEqual({
        outcome: "alreadyHidden",
      });
      expect(await hide(kind, 999_999)).toEqual({ outcome: "notFound" });
      expect(await harness.given.isVisible(kind, item)).toBe(false);
      expect(await harness.given.auditedHidings()).toHaveLength(1);
    });
  }

  it("lets only one of two simultaneous hidings through", async () => {
    const post = await harness.given.item("forumPost", author);

    const outcomes = await Promise.all(["Youn", "De"].map((reason) => hide("forumPost", post, reason)));

    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["alreadyHidden", "hidden"]);
    expect(await harness.given.auditedHidings()).toHaveLength(1);
  });
};
