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
  "points.bar.label": "Your points",
  "points.bar.summary": "{level}, {count} points. See your points in detail",
  "points.bar.total": "{count} points",
  "points.bar.totalLabel": "Total points",
  "points.bar.weeklyLabel": "This week",
  "points.bar.rankLabel": "Your rank",
  "points.bar.rank": "#{rank}",
  "points.bar.contributionsLabel": "Contributions",
  "points.bar.toNext": "{count} more points to reach {level}",
  "points.bar.progress": "Progress to the next level",
  "points.bar.loading": "Loading your points...",
  "points.bar.unavailable": "Your points are not available right now.",
  "points.level.label": "Level",
  "points.toast.gained": "+{points}",
  "points.toast.label": "New points",
} satisfies Catalog<typeof ht>;
