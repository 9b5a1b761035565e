import type { Language } from "../../i18n/languages";
import type { MessageKey } from "../../i18n/messages";
import type { PointAction } from "../../rules/points-table";
import type { ReviewItem } from "../../schemas/moderation";
import type { NotificationType } from "../../schemas/notifications";

export type ReviewVerdict = "approved" | "rejected";

/** A moderator's verdict on one submission, as a use case hands it to the source. */
export interface ReviewVerdictInput {
  readonly id: number;
  readonly verdict: ReviewVerdict;
  readonly reviewerId: number;
  /** Required for a rejection (its author reads it); null for an approval. */
  readonly reason: string | null;
  readonly at: Date;
}

export type ReviewVerdictOutcome =
  | { readonly outcome: "decided"; readonly authorId: number }
  | { readonly outcome: "notFound" }
  | { readonly outcome: "notPending" };

/**
 * One kind of submission moderators review (contributions today; places, agencies, safe places
 * and connection points plug in the same way).
 */
export interface ReviewSource {
  /** Pending submissions, oldest first, at most `limit`. */
  listPending(options: { readonly language: Language; readonly limit: number }): Promise<ReviewItem[]>;
  /**
   * Records the verdict and its audit log entry in one transaction, only while the submission is
   * still pending: of two moderators deciding at once, one gets `notPending`.
   */
  decide(input: ReviewVerdictInput): Promise<ReviewVerdictOutcome>;
}

/** What follows a verdict on a kind: the points an approval earns and what its author is told. */
export interface Reviewable {
  readonly source: ReviewSource;
  readonly approvalAward: PointAction;
  readonly notificationType: NotificationType;
  readonly notices: Readonly<Record<ReviewVerdict, { readonly title: MessageKey; readonly message: MessageKey }>>;
}

/** The kinds that can be reviewed today; a kind missing here has nothing to review yet. */
export type Reviewables = Readonly<Partial<Record<ReviewItem["kind"], Reviewable>>>;
