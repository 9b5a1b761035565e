import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "moderation.error.notFound": "Cette soumission ne figure pas parmi celles qui attendent une revue.",
  "moderation.error.notPending": "Un modérateur a déjà examiné cette soumission.",
  "moderation.notification.contributionApproved.title": "Votre contribution est acceptée",
  "moderation.notification.contributionApproved.message": "Un modérateur a accepté et validé votre contribution. Merci pour votre travail !",
  "moderation.notification.contributionRejected.title": "Votre contribution n'est pas acceptée",
  "moderation.notification.contributionRejected.message": "Un modérateur a refusé votre contribution. Raison : {reason}",
} satisfies Catalog<typeof ht>;
