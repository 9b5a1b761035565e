import type { Reviewable, ReviewSource } from "../ports/moderation/review-source";

/**
 * How an agency's review ends: an approval earns its submitter the "agency approved" points
 * (DECISIONS 4: 10, once, as the ledger pays once per submission), and either way the submitter
 * is told, the rejection with its reason. Seeded agencies are approved from the start and never
 * reach review, so they pay nothing.
 */
export const agencyReviewable = (source: ReviewSource): Reviewable => ({
  source,
  approvalAward: "agencyApproved",
  // Not about a task: the notification links nowhere in particular.
  notificationType: "other",
  notices: {
    approved: {
      title: "moderation.notification.agencyApproved.title",
      message: "moderation.notification.agencyApproved.message",
    },
    rejected: {
      title: "moderation.notification.agencyRejected.title",
      message: "moderation.notification.agencyRejected.message",
    },
  },
});
