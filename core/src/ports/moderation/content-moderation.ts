import type { HideableKind, ReportedContent } from "../../schemas/moderation";

export type { ReportedContent };

/** A member's report as the use case hands it to the store. */
export interface NewContentReport {
  readonly kind: HideableKind;
  readonly itemId: number;
  readonly reporterId: number;
  readonly reason: string;
  readonly at: Date;
}

export type ReportOutcome = "recorded" | "alreadyReported" | "notFound" | "limitReached";

/** A moderator's decision that an item's open reports are unfounded, as the use case hands it to the store. */
export interface DismissInput {
  readonly kind: HideableKind;
  readonly itemId: number;
  readonly moderatorId: number;
  readonly at: Date;
}

export type DismissOutcome =
  | { readonly outcome: "dismissed"; readonly count: number }
  | { readonly outcome: "notFound" }
  | { readonly outcome: "noOpenReports" };

/** Members' reports of ideas, forums and posts, and the moderators' list of them. */
export interface ContentReports {
  /**
   * Records the report once per member and item, only while the item is visible, and only while
   * the member has sent fewer than `limit.max` reports since `limit.since`. A member reporting the
   * same item again gets `alreadyReported`, whatever the limit.
   */
  report(report: NewContentReport, limit: { readonly max: number; readonly since: Date }): Promise<ReportOutcome>;
  /** Items with open reports, the one reported first first, at most `limit`. */
  listOpen(limit: number): Promise<ReportedContent[]>;
  /**
   * Closes every open report of the item as dismissed by the moderator and writes the audit entry,
   * in one transaction; the item itself is left as it is. The closed reports still count as each
   * reporter's one report of the item, so only a member who never reported it can bring it back.
   * Of two moderators at once, one gets `noOpenReports`; an item that does not exist, `notFound`.
   */
  dismiss(input: DismissInput): Promise<DismissOutcome>;
}

/** A moderator's decision to hide one item, as a use case hands it to the source. */
export interface HideInput {
  readonly id: number;
  readonly moderatorId: number;
  readonly reason: string;
  readonly at: Date;
}

export type HideOutcome =
  | { readonly outcome: "hidden"; readonly authorId: number }
  | { readonly outcome: "notFound" }
  | { readonly outcome: "alreadyHidden" };

/** One kind of content moderators may hide (hidden, never deleted). */
export interface HideableSource {
  /**
   * Sets the item's hidden time and reason, resolves its open reports and writes the audit entry,
   * in one transaction, only while it is visible: of two moderators at once, one gets `alreadyHidden`.
   */
  hide(input: HideInput): Promise<HideOutcome>;
}

/** The kinds that can be hidden today; a kind missing here has nothing to hide yet. */
export type HideableSources = Readonly<Partial<Record<HideableKind, HideableSource>>>;
