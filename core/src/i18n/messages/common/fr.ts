import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  // A card's label before its value ("Adrès: ..."), so the two never read as one run.
  "common.fact": "{label} :",

  "common.time.justNow": "À l'instant",
  "common.time.minutesAgo.one": "il y a {count} minute",
  "common.time.minutesAgo.other": "il y a {count} minutes",
  "common.time.hoursAgo.one": "il y a {count} heure",
  "common.time.hoursAgo.other": "il y a {count} heures",
  "common.time.daysAgo.one": "il y a {count} jour",
  "common.time.daysAgo.other": "il y a {count} jours",

  "common.currency.htg": "Gourde haïtienne",
  "common.currency.usd": "Dollar américain",
  "common.currency.eur": "Euro",
  "common.currency.cad": "Dollar canadien",
  "common.currency.gbp": "Livre sterling",
  "common.currency.dop": "Peso dominicain",

  "common.task.complete": "Terminée",
  "common.task.active": "Active",
  "common.task.waiting": "En attente",
  "common.task.closed": "Fermée (complète)",
} satisfies Catalog<typeof ht>;
