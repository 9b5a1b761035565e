import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "voice.text.required": "Il n'y a aucun texte à lire.",
  "voice.text.tooLong": "Le texte à lire ne peut pas dépasser 1000 caractères.",
  "voice.unavailable": "Nous ne pouvons pas lire le texte à voix haute pour le moment. Vous pouvez toujours le lire à l'écran.",
} satisfies Catalog<typeof ht>;
