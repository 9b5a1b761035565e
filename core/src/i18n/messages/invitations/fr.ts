import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "invitations.retry": "Réessayer",
  "invitations.title": "Inviter des amis",
  "invitations.intro": "Invitez vos amis à contribuer avec vous au développement de la communauté. Chaque ami qui s'inscrit vous rapporte {points} points.",

  "invitations.stats.label": "Vos chiffres d'invitation",
  "invitations.stats.sent": "Invitations envoyées",
  "invitations.stats.accepted": "Invitations acceptées",
  "invitations.stats.rank": "Votre rang",
  "invitations.stats.rankValue": "#{rank}",
  "invitations.stats.noRank": "-",
  "invitations.stats.noRankLabel": "Pas encore de rang",
  "invitations.stats.loading": "Chargement de vos chiffres...",
  "invitations.stats.error": "Impossible de charger vos chiffres pour le moment.",
  "invitations.stats.shared.one": "Vous avez partagé ou copié votre lien {count} fois. Les partages ne comptent pas comme invitations envoyées.",
  "invitations.stats.shared.other": "Vous avez partagé ou copié votre lien {count} fois. Les partages ne comptent pas comme invitations envoyées.",

  "invitations.tabs.label": "Façon d'inviter",
  "invitations.tabs.email": "E-mail",
  "invitations.tabs.phone": "Téléphone",
  "invitations.tabs.social": "Réseaux sociaux",
  "invitations.tabs.link": "Lien",

  "invitations.form.emailLabel": "Adresse e-mail de votre ami",
  "invitations.form.emailPlaceholder": "ami@exemple.com",
  "invitations.form.phoneLabel": "Numéro de téléphone de votre ami",
  "invitations.form.phonePlaceholder": "+509 XXXX XXXX",
  "invitations.form.emailRequired": "Veuillez saisir une adresse e-mail.",
  "invitations.form.phoneRequired": "Veuillez saisir un numéro de téléphone.",
  "invitations.form.messageLabel": "Votre message",
  "invitations.form.defaultMessage":
    "Bonjour ! Je t'invite à me rejoindre sur Kominote pour contribuer ensemble au développement de notre communauté.",
  "invitations.form.send": "Envoyer l'invitation",
  "invitations.form.sending": "Envoi...",

  "invitations.social.intro": "Partagez votre invitation et votre lien sur les réseaux sociaux.",
  "invitations.social.shareOn": "Partager sur {network}",
  "invitations.social.newWindow": "(ouvre une nouvelle fenêtre)",
  "invitations.social.instagramCopied": "Votre lien est copié. Collez-le dans Instagram pour le partager.",

  "invitations.link.intro": "Partagez votre lien personnel. Les personnes qui s'inscrivent avec lui comptent pour vous.",
  "invitations.link.label": "Votre lien d'invitation",
  "invitations.link.generate": "Générer le lien",
  "invitations.link.generating": "Génération...",
  "invitations.link.copy": "Copier",
  "invitations.link.copied": "Copié dans le presse-papiers !",
  "invitations.link.copyFailed": "Impossible de copier. Veuillez copier manuellement.",
  "invitations.link.failed": "Impossible de générer votre lien pour le moment. Réessayez.",

  "invitations.top.title": "Meilleurs parrains",
  "invitations.top.empty": "Aucune invitation acceptée pour l'instant. Soyez le premier !",
  "invitations.top.rank": "Rang {rank}",
  "invitations.top.count": "{count} invitations acceptées",
  "invitations.top.successRate": "{rate} % de réussite",
  "invitations.top.loading": "Chargement des meilleurs parrains...",
  "invitations.top.error": "Impossible de charger la liste pour le moment.",

  "invitations.sent.title": "Invitation envoyée !",
  "invitations.sent.message": "Votre ami va recevoir votre invitation. Quand il s'inscrira, vous recevrez {points} points.",
  "invitations.sent.again": "Inviter un autre ami",

  "invitations.error.sendFailed": "Un problème est survenu lors de l'envoi de l'invitation.",
  "invitations.error.dailyLimit": "Vous avez déjà envoyé {limit} invitations aujourd'hui. Vous pourrez en envoyer d'autres demain.",
  "invitations.error.doNotContact":
    "Cette personne a demandé à ne plus recevoir d'invitations Kominote. Nous ne la contacterons pas. Vous pouvez lui donner votre lien si elle vous le demande.",
  "invitations.error.unsubscribeInvalid": "Ce lien n'est pas valide.",
  "invitations.unsubscribe.done": "Nous n'enverrons plus aucune invitation Kominote à cette adresse.",
} satisfies Catalog<typeof ht>;
