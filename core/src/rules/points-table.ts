import type { MessageKey } from "../i18n/messages";

/** Every action that earns points (DECISIONS 4). */
export const pointActions = [
  "contributionSubmitted",
  "contributionApproved",
  "ideaShared",
  "voteReceived",
  "voteCast",
  "forumCreated",
  "forumPost",
  "placeApproved",
  "agencyApproved",
  "safePlaceApproved",
  "connectionPointApproved",
  "invitationAccepted",
] as const;
export type PointAction = (typeof pointActions)[number];

export interface PointRule {
  readonly points: number;
  /** At most this many awards of the action per member per day (Haiti's calendar day); none when absent. */
  readonly dailyCap?: number;
  /** How the ledger line reads in the member's language. */
  readonly descriptionKey: MessageKey;
}

/** The one table every rule that awards points reads. */
export const pointsTable: Readonly<Record<PointAction, PointRule>> = {
  contributionSubmitted: { points: 10, descriptionKey: "points.action.contributionSubmitted" },
  contributionApproved: { points: 20, descriptionKey: "points.action.contributionApproved" },
  ideaShared: { points: 5, descriptionKey: "points.action.ideaShared" },
  voteReceived: { points: 2, descriptionKey: "points.action.voteReceived" },
  voteCast: { points: 1, dailyCap: 20, descriptionKey: "points.action.voteCast" },
  forumCreated: { points: 5, descriptionKey: "points.action.forumCreated" },
  forumPost: { points: 2, dailyCap: 20, descriptionKey: "points.action.forumPost" },
  placeApproved: { points: 10, descriptionKey: "points.action.placeApproved" },
  agencyApproved: { points: 10, descriptionKey: "points.action.agencyApproved" },
  safePlaceApproved: { points: 10, descriptionKey: "points.action.safePlaceApproved" },
  connectionPointApproved: { points: 10, descriptionKey: "points.action.connectionPointApproved" },
  invitationAccepted: { points: 25, descriptionKey: "points.action.invitationAccepted" },
};
