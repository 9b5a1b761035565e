import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "calls.error.failed": "Échec de la demande d'appel",
  "calls.error.notContactable": "Ce contributeur n'accepte pas les demandes d'appel.",
  "calls.error.ownContribution": "Vous ne pouvez pas vous demander de vous rappeler vous-même.",
  "calls.error.dailyLimit": "Vous avez déjà envoyé {limit} demandes d'appel aujourd'hui. Vous pourrez en envoyer d'autres demain.",
  "calls.notification.title": "Quelqu'un vous demande de le rappeler",
  "calls.notification.message": "{name} vous demande de le rappeler au {phone} au sujet de votre contribution.",
  "calls.notification.messageWithNote": "{name} vous demande de le rappeler au {phone} au sujet de votre contribution. Son message : {note}",
} satisfies Catalog<typeof ht>;
