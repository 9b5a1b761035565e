import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "moderation.error.notFound": "Este envío no está entre los que esperan revisión.",
  "moderation.error.notPending": "Un moderador ya revisó este envío.",
  "moderation.notification.contributionApproved.title": "Su contribución fue aceptada",
  "moderation.notification.contributionApproved.message": "Un moderador aceptó y validó su contribución. ¡Gracias por su trabajo!",
  "moderation.notification.agencyApproved.title": "Su agencia fue aceptada",
  "moderation.notification.agencyApproved.message": "Un moderador aceptó la agencia que usted agregó: ahora aparece en el directorio. ¡Gracias!",
  "moderation.notification.agencyRejected.title": "Su agencia no fue aceptada",
  "moderation.notification.agencyRejected.message": "Un moderador rechazó la agencia que usted agregó. Motivo: {reason}",
  "moderation.notification.locationApproved.title": "Su lugar fue aceptado",
  "moderation.notification.locationApproved.message": "Un moderador aceptó el lugar que usted agregó: ahora aparece en el mapa. ¡Gracias!",
  "moderation.notification.locationRejected.title": "Su lugar no fue aceptado",
  "moderation.notification.locationRejected.message": "Un moderador rechazó el lugar que usted agregó. Motivo: {reason}",
  "moderation.notification.contributionRejected.title": "Su contribución no fue aceptada",
  "moderation.notification.contributionRejected.message": "Un moderador rechazó su contribución. Motivo: {reason}",
} satisfies Catalog<typeof ht>;
