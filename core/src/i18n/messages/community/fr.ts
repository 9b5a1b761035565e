import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "community.error.forumNotFound": "Ce forum est introuvable.",
  "community.error.postNotFound": "Ce message est introuvable.",
  "community.error.ownPost": "Vous ne pouvez pas aimer votre propre message.",
  "community.error.contentNotFound": "Introuvable. Il n'existe peut-être pas, ou il a été masqué.",
  "community.error.alreadyHidden": "Un modérateur l'a déjà masqué.",
  "community.error.reportLimit": "Vous avez envoyé trop de signalements en une heure. Veuillez réessayer plus tard.",
  "community.error.noOpenReports": "Il n'y a plus de signalement en attente pour ce contenu. Un autre modérateur s'en est peut-être déjà occupé.",
  "community.report.received": "Merci. Nous avons reçu votre signalement, un modérateur va l'examiner.",
  "community.notification.ideaHidden.title": "Un modérateur a masqué votre idée",
  "community.notification.forumHidden.title": "Un modérateur a masqué votre forum",
  "community.notification.forumPostHidden.title": "Un modérateur a masqué votre message",
  "community.notification.hidden.message": "Les autres membres ne le voient plus. Raison : {reason}",
  "community.translate.show": "Traduire",
  "community.translate.original": "Voir le texte original",
  "community.translate.working": "Traduction en cours...",
  "community.translate.done": "Traduit automatiquement.",
  "community.translate.none": "Aucune traduction n'est disponible pour ce texte ; le voici tel que le membre l'a écrit.",
  "community.notification.liveCommentHidden.title": "Un modérateur a masqué votre commentaire sous la réunion",
} as const satisfies Catalog<typeof ht>;
