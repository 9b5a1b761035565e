import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "moderation.error.notFound": "Este envio não está entre os que aguardam revisão.",
  "moderation.error.notPending": "Um moderador já revisou este envio.",
  "moderation.notification.contributionApproved.title": "A sua contribuição foi aceite",
  "moderation.notification.contributionApproved.message": "Um moderador aceitou e validou a sua contribuição. Obrigado pelo seu trabalho!",
  "moderation.notification.contributionRejected.title": "A sua contribuição não foi aceite",
  "moderation.notification.contributionRejected.message": "Um moderador rejeitou a sua contribuição. Motivo: {reason}",
} satisfies Catalog<typeof ht>;
