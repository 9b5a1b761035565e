import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "points.action.contributionSubmitted": "Contribución enviada",
  "points.action.contributionApproved": "Contribución aprobada",
  "points.action.ideaShared": "Idea compartida",
  "points.action.voteReceived": "Voto recibido en tu idea",
  "points.action.voteCast": "Voto emitido",
  "points.action.forumCreated": "Foro creado",
  "points.action.forumPost": "Mensaje en un foro",
  "points.action.placeApproved": "Lugar aprobado",
  "points.action.invitationAccepted": "Invitación aceptada",
} satisfies Catalog<typeof ht>;
