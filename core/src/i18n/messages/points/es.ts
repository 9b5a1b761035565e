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
  "points.bar.label": "Sus puntos",
  "points.bar.summary": "{level}, {count} puntos. Ver el detalle de sus puntos",
  "points.bar.total": "{count} puntos",
  "points.bar.totalLabel": "Total de puntos",
  "points.bar.weeklyLabel": "Esta semana",
  "points.bar.rankLabel": "Su puesto",
  "points.bar.rank": "n.º {rank}",
  "points.bar.contributionsLabel": "Contribuciones",
  "points.bar.toNext": "Faltan {count} puntos para llegar a {level}",
  "points.bar.progress": "Progreso hacia el siguiente nivel",
  "points.bar.loading": "Cargando sus puntos...",
  "points.bar.unavailable": "Sus puntos no están disponibles en este momento.",
  "points.level.label": "Nivel",
  "points.toast.gained": "+{points}",
  "points.toast.label": "Nuevos puntos",
} satisfies Catalog<typeof ht>;
