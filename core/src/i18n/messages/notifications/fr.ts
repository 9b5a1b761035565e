import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "notifications.error.notFound": "Notification introuvable",
  "notifications.bell.label": "Notifications",
  "notifications.bell.labelUnread": "Notifications, {count} non lues",
  "notifications.panel.title": "Notifications",
  "notifications.panel.loading": "Chargement des notifications...",
  "notifications.panel.empty": "Aucune notification",
  "notifications.panel.error": "Impossible de charger les notifications. Réessayez plus tard.",
  "notifications.panel.markAllRead": "Tout marquer comme lu",
  "notifications.panel.markFailed": "Impossible de marquer les notifications comme lues.",
  "notifications.item.unread": "Non lue",
  "notifications.item.markRead": "Appuyez pour la marquer comme lue",
  "notifications.type.task_response": "Réponse à une tâche",
  "notifications.type.call_request": "Demande d'appel",
  "notifications.type.system_announcement": "Annonce",
  "notifications.type.other": "Notification",
} satisfies Catalog<typeof ht>;
