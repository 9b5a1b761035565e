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
  "points.bar.label": "Vos points",
  "points.bar.summary": "{level}, {count} points. Voir le détail de vos points",
  "points.bar.total": "{count} points",
  "points.bar.totalLabel": "Total des points",
  "points.bar.weeklyLabel": "Cette semaine",
  "points.bar.rankLabel": "Votre rang",
  "points.bar.rank": "n° {rank}",
  "points.bar.contributionsLabel": "Contributions",
  "points.bar.toNext": "Encore {count} points pour atteindre {level}",
  "points.bar.progress": "Progression vers le niveau suivant",
  "points.bar.loading": "Chargement de vos points...",
  "points.bar.unavailable": "Vos points ne sont pas disponibles pour le moment.",
  "points.level.label": "Niveau",
  "points.toast.gained": "+{points}",
  "points.toast.label": "Nouveaux points",
} satisfies Catalog<typeof ht>;
