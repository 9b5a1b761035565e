import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "community.error.forumNotFound": "No encontramos este foro.",
  "community.error.postNotFound": "No encontramos este mensaje.",
  "community.error.ownPost": "No puedes dar me gusta a tu propio mensaje.",
  "community.error.contentNotFound": "No lo encontramos. Puede que no exista o que esté oculto.",
  "community.error.alreadyHidden": "Un moderador ya lo ocultó.",
  "community.error.reportLimit": "Enviaste demasiados reportes en una hora. Vuelve a intentarlo más tarde.",
  "community.error.noOpenReports": "Ya no hay denuncias pendientes sobre esto. Puede que otro moderador ya se haya ocupado.",
  "community.report.received": "Gracias. Recibimos tu reporte; un moderador lo revisará.",
  "community.notification.ideaHidden.title": "Un moderador ocultó tu idea",
  "community.notification.forumHidden.title": "Un moderador ocultó tu foro",
  "community.notification.forumPostHidden.title": "Un moderador ocultó tu mensaje",
  "community.notification.hidden.message": "Los demás miembros ya no lo ven. Motivo: {reason}",
  "community.translate.show": "Traducir",
  "community.translate.original": "Ver el texto original",
  "community.translate.working": "Traduciendo...",
  "community.translate.done": "Traducido automáticamente.",
  "community.translate.none": "No hay traducción disponible para este texto; aquí está tal como lo escribió el miembro.",
  "community.notification.liveCommentHidden.title": "Un moderador ocultó tu comentario de la reunión",
} as const satisfies Catalog<typeof ht>;
