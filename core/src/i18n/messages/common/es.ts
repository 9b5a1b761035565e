import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  // A card's label before its value ("Adrès: ..."), so the two never read as one run.
  "common.fact": "{label}:",

  "common.time.justNow": "Ahora mismo",
  "common.time.minutesAgo.one": "hace {count} minuto",
  "common.time.minutesAgo.other": "hace {count} minutos",
  "common.time.hoursAgo.one": "hace {count} hora",
  "common.time.hoursAgo.other": "hace {count} horas",
  "common.time.daysAgo.one": "hace {count} día",
  "common.time.daysAgo.other": "hace {count} días",

  "common.currency.htg": "Gourde haitiano",
  "common.currency.usd": "Dólar estadounidense",
  "common.currency.eur": "Euro",
  "common.currency.cad": "Dólar canadiense",
  "common.currency.gbp": "Libra esterlina",
  "common.currency.dop": "Peso dominicano",

  "common.task.complete": "Completada",
  "common.task.active": "Activa",
  "common.task.waiting": "En espera",
  "common.task.closed": "Cerrada (llena)",
} satisfies Catalog<typeof ht>;
