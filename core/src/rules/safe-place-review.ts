import type { Reviewable, ReviewSource } from "../ports/moderation/review-source";

/**
 * How a safe place's review ends: approved, it is verified, shown to every member, and pays its
 * reporter the "safe place approved" points (DECISIONS 4: 10, once: the ledger pays once per
 * place, so approving it again after a correction pays nothing more); rejected, it is unverified
 * and its reporter alone sees it with the reason. Either way the reporter is told.
 */
export const safePlaceReviewable = (source: ReviewSource): Reviewable => ({
  source,
  approvalAward: "safePlaceApproved",
  notificationType: "other",
  notices: {
    approved: {
      title: "moderation.notification.safePlaceApproved.title",
      message: "moderation.notification.safePlaceApproved.message",
    },
    rejected: {
      title: "moderation.notification.safePlaceRejected.title",
      message: "moderation.notification.safePlaceRejected.message",
    },
  },
});
