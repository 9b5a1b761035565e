/** Source texts (Haitian Creole) of the "moderation" namespace: the review of submissions and what their authors are told. */
export default {
  "moderation.error.notFound": "Nou pa jwenn soumisyon sa a nan sa k ap tann revizyon.",
  "moderation.error.notPending": "Yon moderatè deja revize soumisyon sa a.",
  "moderation.notification.contributionApproved.title": "Kontribisyon ou aksepte",
  "moderation.notification.contributionApproved.message": "Yon moderatè aksepte ak valide kontribisyon ou a. Mèsi pou travay ou!",
  "moderation.notification.contributionRejected.title": "Kontribisyon ou pa aksepte",
  "moderation.notification.contributionRejected.message": "Yon moderatè rejte kontribisyon ou a. Rezon: {reason}",
} as const;
