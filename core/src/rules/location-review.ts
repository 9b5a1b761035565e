import type { Reviewable, ReviewSource } from "../ports/moderation/review-source";

/**
 * How a place's review ends: an approval earns its author the "place approved" points
 * (DECISIONS 4: 10, once, as the ledger pays once per submission: a place edited back to review
 * and approved again pays nothing more), and either way the author is told, a refusal with its
 * reason, which they also read in their own list.
 */
export const locationReviewable = (source: ReviewSource): Reviewable => ({
  source,
  approvalAward: "placeApproved",
  // Not about a task: the notification links nowhere in particular.
  notificationType: "other",
  notices: {
    approved: {
      title: "moderation.notification.locationApproved.title",
      message: "moderation.notification.locationApproved.message",
    },
    rejected: {
      title: "moderation.notification.locationRejected.title",
      message: "moderation.notification.locationRejected.message",
    },
  },
});
