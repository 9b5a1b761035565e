/** The notification panel and what the server tells members. */
export default {
  "notifications.error.notFound": "Notifikasyon sa a pa jwenn",
  "notifications.bell.label": "Notifikasyon",
  "notifications.bell.labelUnread": "Notifikasyon, {count} poko li",
  "notifications.panel.title": "Notifikasyon",
  "notifications.panel.loading": "K ap chaje notifikasyon yo...",
  "notifications.panel.empty": "Pa gen notifikasyon",
  "notifications.panel.error": "Nou pa t ka chaje notifikasyon yo. Eseye ankò pita.",
  "notifications.panel.markAllRead": "Make tout kòm li",
  "notifications.panel.markFailed": "Nou pa t ka make notifikasyon yo kòm li.",
  "notifications.item.unread": "Poko li",
  "notifications.item.markRead": "Peze pou make l kòm li",
  "notifications.type.task_response": "Repons sou yon travay",
  "notifications.type.call_request": "Demann apèl",
  "notifications.type.system_announcement": "Anons",
  "notifications.type.other": "Notifikasyon",
} as const;
