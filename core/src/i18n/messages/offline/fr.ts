import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "offline.outbox.waiting": "En attente de connexion pour partir",
  "offline.outbox.listLabel": "En attente d'envoi",
  "offline.outbox.kept": "Pas de connexion. Ce que vous avez écrit reste sur l'appareil : il partira tout seul au retour de la connexion, même si vous fermez la page.",
  "offline.outbox.sent": "Ce que vous aviez laissé sur l'appareil est parti.",
  "offline.outbox.refused": "Ce que vous aviez laissé sur l'appareil n'a pas pu être envoyé : {message}",
  "offline.notice": "Vous êtes hors ligne. Vous voyez les dernières données consultées ; elles peuvent ne pas être à jour.",
  "offline.stale": "Dernières données vues, peut-être pas à jour",
  "offline.update.ready": "Une nouvelle version de Kominote est prête. Elle s'installera quand vous aurez fini d'écrire.",
  "offline.update.apply": "L'installer maintenant",
  "offline.idempotency.keyInvalid": "La clé d'idempotence n'est pas valide : elle doit compter de 16 à 128 lettres, chiffres, tirets ou soulignés.",
  "offline.idempotency.keyReused": "Cette clé a déjà servi pour une autre demande. Envoyez la demande avec une nouvelle clé.",
  "offline.idempotency.inFlight": "Cette demande est déjà en cours de traitement. Patientez un instant puis réessayez.",
  "offline.savedAt": "Enregistré le {date}",
  "offline.noticeLabel": "Connexion",
  "offline.outbox.fileKept": "En attente de connexion : il partira avec la contribution",
} satisfies Catalog<typeof ht>;
