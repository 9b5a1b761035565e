import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "points.action.contributionSubmitted": "Contribution sent",
  "points.action.contributionApproved": "Contribution approved",
  "points.action.ideaShared": "Idea shared",
  "points.action.voteReceived": "Vote received on your idea",
  "points.action.voteCast": "Vote cast",
  "points.action.forumCreated": "Forum created",
  "points.action.forumPost": "Forum post",
  "points.action.placeApproved": "Place approved",
  "points.action.invitationAccepted": "Invitation accepted",
} satisfies Catalog<typeof ht>;
