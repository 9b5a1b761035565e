import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "points.action.contributionSubmitted": "Contribuição enviada",
  "points.action.contributionApproved": "Contribuição aprovada",
  "points.action.ideaShared": "Ideia partilhada",
  "points.action.voteReceived": "Voto recebido na sua ideia",
  "points.action.voteCast": "Voto dado",
  "points.action.forumCreated": "Fórum criado",
  "points.action.forumPost": "Mensagem num fórum",
  "points.action.placeApproved": "Local aprovado",
  "points.action.invitationAccepted": "Convite aceite",
} satisfies Catalog<typeof ht>;
