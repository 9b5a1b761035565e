import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "notifications.error.notFound": "Notificação não encontrada",
  "notifications.bell.label": "Notificações",
  "notifications.bell.labelUnread": "Notificações, {count} não lidas",
  "notifications.panel.title": "Notificações",
  "notifications.panel.loading": "Carregando notificações...",
  "notifications.panel.empty": "Nenhuma notificação",
  "notifications.panel.error": "Não foi possível carregar as notificações. Tente mais tarde.",
  "notifications.panel.markAllRead": "Marcar todas como lidas",
  "notifications.panel.markFailed": "Não foi possível marcar as notificações como lidas.",
  "notifications.item.unread": "Não lida",
  "notifications.item.markRead": "Toque para marcá-la como lida",
  "notifications.type.task_response": "Resposta a uma tarefa",
  "notifications.type.call_request": "Pedido de chamada",
  "notifications.type.system_announcement": "Anúncio",
  "notifications.type.other": "Notificação",
} satisfies Catalog<typeof ht>;
