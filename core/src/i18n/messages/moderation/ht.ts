/** Source texts (Haitian Creole) of the "moderation" namespace: the review of submissions and what their authors are told. */
export default {
  "moderation.error.notFound": "Nou pa jwenn soumisyon sa a nan sa k ap tann revizyon.",
  "moderation.error.notPending": "Yon moderatè deja revize soumisyon sa a.",
  "moderation.notification.contributionApproved.title": "Kontribisyon ou aksepte",
  "moderation.notification.contributionApproved.message": "Yon moderatè aksepte ak valide kontribisyon ou a. Mèsi pou travay ou!",
  "moderation.notification.agencyApproved.title": "Ajans ou te ajoute a aksepte",
  "moderation.notification.agencyApproved.message": "Yon moderatè aksepte ajans ou te ajoute a: li parèt nan repètwa a kounye a. Mèsi!",
  "moderation.notification.agencyRejected.title": "Ajans ou te ajoute a pa aksepte",
  "moderation.notification.agencyRejected.message": "Yon moderatè pa aksepte ajans ou te ajoute a. Rezon: {reason}",
  "moderation.notification.locationApproved.title": "Kote ou te ajoute a aksepte",
  "moderation.notification.locationApproved.message": "Yon moderatè aksepte kote ou te ajoute a: li parèt sou kat la kounye a. Mèsi!",
  "moderation.notification.locationRejected.title": "Kote ou te ajoute a pa aksepte",
  "moderation.notification.locationRejected.message": "Yon moderatè pa aksepte kote ou te ajoute a. Rezon: {reason}",
  "moderation.notification.contributionRejected.title": "Kontribisyon ou pa aksepte",
  "moderation.notification.contributionRejected.message": "Yon moderatè rejte kontribisyon ou a. Rezon: {reason}",
} as const;
