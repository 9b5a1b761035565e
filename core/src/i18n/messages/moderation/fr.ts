import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "moderation.error.notFound": "Cette soumission ne figure pas parmi celles qui attendent une revue.",
  "moderation.error.notPending": "Un modérateur a déjà examiné cette soumission.",
  "moderation.notification.contributionApproved.title": "Votre contribution est acceptée",
  "moderation.notification.contributionApproved.message": "Un modérateur a accepté et validé votre contribution. Merci pour votre travail !",
  "moderation.notification.agencyApproved.title": "Votre agence a été acceptée",
  "moderation.notification.agencyApproved.message": "Un modérateur a accepté l'agence que vous avez ajoutée : elle figure maintenant dans l'annuaire. Merci !",
  "moderation.notification.agencyRejected.title": "Votre agence n'a pas été acceptée",
  "moderation.notification.agencyRejected.message": "Un modérateur n'a pas accepté l'agence que vous avez ajoutée. Motif : {reason}",
  "moderation.notification.locationApproved.title": "Votre lieu a été accepté",
  "moderation.notification.locationApproved.message": "Un modérateur a accepté le lieu que vous avez ajouté : il figure maintenant sur la carte. Merci !",
  "moderation.notification.locationRejected.title": "Votre lieu n'a pas été accepté",
  "moderation.notification.locationRejected.message": "Un modérateur n'a pas accepté le lieu que vous avez ajouté. Motif : {reason}",
  "moderation.notification.contributionRejected.title": "Votre contribution n'est pas acceptée",
  "moderation.notification.contributionRejected.message": "Un modérateur a refusé votre contribution. Raison : {reason}",
} satisfies Catalog<typeof ht>;
