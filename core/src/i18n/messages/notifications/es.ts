import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "notifications.error.notFound": "Notificación no encontrada",
  "notifications.bell.label": "Notificaciones",
  "notifications.bell.labelUnread": "Notificaciones, {count} sin leer",
  "notifications.panel.title": "Notificaciones",
  "notifications.panel.loading": "Cargando notificaciones...",
  "notifications.panel.empty": "No hay notificaciones",
  "notifications.panel.error": "No pudimos cargar las notificaciones. Inténtelo más tarde.",
  "notifications.panel.markAllRead": "Marcar todas como leídas",
  "notifications.panel.markFailed": "No pudimos marcar las notificaciones como leídas.",
  "notifications.item.unread": "Sin leer",
  "notifications.item.markRead": "Pulse para marcarla como leída",
  "notifications.type.task_response": "Respuesta a una tarea",
  "notifications.type.call_request": "Solicitud de llamada",
  "notifications.type.system_announcement": "Anuncio",
  "notifications.type.other": "Notificación",
} satisfies Catalog<typeof ht>;
