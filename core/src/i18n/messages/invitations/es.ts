import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "invitations.retry": "Reintentar",
  "invitations.title": "Invitar amigos",
  "invitations.intro": "Invita a tus amigos a contribuir contigo al desarrollo de la comunidad. Cada amigo que se registra te da {points} puntos.",

  "invitations.stats.label": "Tus cifras de invitaciones",
  "invitations.stats.sent": "Invitaciones enviadas",
  "invitations.stats.accepted": "Invitaciones aceptadas",
  "invitations.stats.rank": "Tu puesto",
  "invitations.stats.rankValue": "#{rank}",
  "invitations.stats.noRank": "-",
  "invitations.stats.noRankLabel": "Aún sin puesto",
  "invitations.stats.loading": "Cargando tus cifras...",
  "invitations.stats.error": "No se pueden cargar tus cifras en este momento.",
  "invitations.stats.shared.one": "Compartiste o copiaste tu enlace {count} vez. Los enlaces compartidos no cuentan como invitaciones enviadas.",
  "invitations.stats.shared.other": "Compartiste o copiaste tu enlace {count} veces. Los enlaces compartidos no cuentan como invitaciones enviadas.",

  "invitations.tabs.label": "Cómo invitar",
  "invitations.tabs.email": "Correo",
  "invitations.tabs.phone": "Teléfono",
  "invitations.tabs.social": "Redes sociales",
  "invitations.tabs.link": "Enlace",

  "invitations.form.emailLabel": "Correo electrónico de tu amigo",
  "invitations.form.emailPlaceholder": "amigo@ejemplo.com",
  "invitations.form.phoneLabel": "Número de teléfono de tu amigo",
  "invitations.form.phonePlaceholder": "+509 XXXX XXXX",
  "invitations.form.emailRequired": "Introduce una dirección de correo electrónico.",
  "invitations.form.phoneRequired": "Introduce un número de teléfono.",
  "invitations.form.messageLabel": "Tu mensaje",
  "invitations.form.defaultMessage":
    "¡Hola! Te invito a unirte a mí en Kominote para contribuir juntos al desarrollo de nuestra comunidad.",
  "invitations.form.send": "Enviar invitación",
  "invitations.form.sending": "Enviando...",

  "invitations.social.intro": "Comparte tu invitación y tu enlace en las redes sociales.",
  "invitations.social.shareOn": "Compartir en {network}",
  "invitations.social.newWindow": "(abre una ventana nueva)",
  "invitations.social.instagramCopied": "Tu enlace se copió. Pégalo en Instagram para compartirlo.",

  "invitations.link.intro": "Comparte tu enlace personal. Las personas que se registran con él cuentan para ti.",
  "invitations.link.label": "Tu enlace de invitación",
  "invitations.link.generate": "Generar enlace",
  "invitations.link.generating": "Generando...",
  "invitations.link.copy": "Copiar",
  "invitations.link.copied": "¡Copiado al portapapeles!",
  "invitations.link.copyFailed": "No se puede copiar. Cópialo a mano.",
  "invitations.link.failed": "No se puede generar tu enlace en este momento. Inténtalo de nuevo.",

  "invitations.top.title": "Mejores anfitriones",
  "invitations.top.empty": "Aún no hay invitaciones aceptadas. ¡Puedes ser el primero!",
  "invitations.top.rank": "Puesto {rank}",
  "invitations.top.count": "{count} invitaciones aceptadas",
  "invitations.top.successRate": "{rate} % de éxito",
  "invitations.top.loading": "Cargando los mejores anfitriones...",
  "invitations.top.error": "No se puede cargar la lista en este momento.",

  "invitations.sent.title": "¡Invitación enviada!",
  "invitations.sent.message": "Tu amigo recibirá tu invitación. Cuando se registre, recibirás {points} puntos.",
  "invitations.sent.again": "Invitar a otro amigo",

  "invitations.error.sendFailed": "Hubo un problema al enviar la invitación.",
  "invitations.error.dailyLimit": "Ya enviaste {limit} invitaciones hoy. Podrás enviar más mañana.",
  "invitations.error.doNotContact":
    "Esta persona pidió no recibir más invitaciones de Kominote. No la contactaremos. Puedes darle tu enlace si te lo pide.",
  "invitations.error.unsubscribeInvalid": "Este enlace no es válido.",
  "invitations.unsubscribe.done": "No enviaremos más invitaciones de Kominote a esta dirección.",
} satisfies Catalog<typeof ht>;
