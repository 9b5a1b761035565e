import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "moderation.error.notFound": "Este envio não está entre os que aguardam revisão.",
  "moderation.error.notPending": "Um moderador já revisou este envio.",
  "moderation.notification.contributionApproved.title": "A sua contribuição foi aceite",
  "moderation.notification.contributionApproved.message": "Um moderador aceitou e validou a sua contribuição. Obrigado pelo seu trabalho!",
  "moderation.notification.agencyApproved.title": "A sua agência foi aceite",
  "moderation.notification.agencyApproved.message": "Um moderador aceitou a agência que adicionou: já aparece no diretório. Obrigado!",
  "moderation.notification.agencyRejected.title": "A sua agência não foi aceite",
  "moderation.notification.agencyRejected.message": "Um moderador rejeitou a agência que adicionou. Motivo: {reason}",
  "moderation.notification.locationApproved.title": "O seu local foi aceite",
  "moderation.notification.locationApproved.message": "Um moderador aceitou o local que adicionou: já aparece no mapa. Obrigado!",
  "moderation.notification.locationRejected.title": "O seu local não foi aceite",
  "moderation.notification.locationRejected.message": "Um moderador rejeitou o local que adicionou. Motivo: {reason}",
  "moderation.notification.contributionRejected.title": "A sua contribuição não foi aceite",
  "moderation.notification.contributionRejected.message": "Um moderador rejeitou a sua contribuição. Motivo: {reason}",
} satisfies Catalog<typeof ht>;
