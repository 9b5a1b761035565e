import type { Reviewable, ReviewSource } from "../ports/moderation/review-source";

/**
 * How a connection point's review ends: approved, it is verified, shown to every member and
 * counted in the map's figures, and pays its reporter the "connection point approved" points
 * (DECISIONS 4: 10, once per point whatever later corrections); rejected, its reporter alone sees
 * it with the reason. Either way the reporter is told.
 */
export const connectionPointReviewable = (source: ReviewSource): Reviewable => ({
  source,
  approvalAward: "connectionPointApproved",
  notificationType: "other",
  notices: {
    approved: {
      title: "moderation.notification.connectionPointApproved.title",
      message: "moderation.notification.connectionPointApproved.message",
    },
    rejected: {
      title: "moderation.notification.connectionPointRejected.title",
      message: "moderation.notification.connectionPointRejected.message",
    },
  },
});
