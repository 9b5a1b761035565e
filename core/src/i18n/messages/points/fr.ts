import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "points.action.contributionSubmitted": "Contribution envoyée",
  "points.action.contributionApproved": "Contribution acceptée",
  "points.action.ideaShared": "Idée partagée",
  "points.action.voteReceived": "Vote reçu sur votre idée",
  "points.action.voteCast": "Vote donné",
  "points.action.forumCreated": "Forum créé",
  "points.action.forumPost": "Message dans un forum",
  "points.action.placeApproved": "Lieu accepté",
  "points.action.invitationAccepted": "Invitation acceptée",
} satisfies Catalog<typeof ht>;
