import type { Reviewable, ReviewSource } from "../ports/moderation/review-source";

/**
 * How a contribution's review ends: an approval earns its author the "contribution approved"
 * points (DECISIONS 4), and either way the author is told, the rejection with its reason.
 */
export const contributionReviewable = (source: ReviewSource): Reviewable => ({
  source,
  approvalAward: "contributionApproved",
  notificationType: "task_response",
  notices: {
    approved: {
      title: "moderation.notification.contributionApproved.title",
      message: "moderation.notification.contributionApproved.message",
    },
    rejected: {
      title: "moderation.notification.contributionRejected.title",
      message: "moderation.notification.contributionRejected.message",
    },
  },
});
