import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  // A card's label before its value ("Adrès: ..."), so the two never read as one run.
  "common.fact": "{label}:",

  "common.time.justNow": "Agora mesmo",
  "common.time.minutesAgo.one": "há {count} minuto",
  "common.time.minutesAgo.other": "há {count} minutos",
  "common.time.hoursAgo.one": "há {count} hora",
  "common.time.hoursAgo.other": "há {count} horas",
  "common.time.daysAgo.one": "há {count} dia",
  "common.time.daysAgo.other": "há {count} dias",

  "common.currency.htg": "Gourde haitiano",
  "common.currency.usd": "Dólar americano",
  "common.currency.eur": "Euro",
  "common.currency.cad": "Dólar canadense",
  "common.currency.gbp": "Libra esterlina",
  "common.currency.dop": "Peso dominicano",

  "common.task.complete": "Concluída",
  "common.task.active": "Ativa",
  "common.task.waiting": "Aguardando",
  "common.task.closed": "Encerrada (lotada)",
} satisfies Catalog<typeof ht>;
