/** Source texts (Haitian Creole) of the "common" namespace. Keys are "common.<name>". */
export default {
  // A card's label before its value ("Adrès: ..."), so the two never read as one run.
  "common.fact": "{label}:",

  // Relative times; "one" and "other" let languages with plurals agree with the count.
  "common.time.justNow": "Kounye a",
  "common.time.minutesAgo.one": "{count} minit pase",
  "common.time.minutesAgo.other": "{count} minit pase",
  "common.time.hoursAgo.one": "{count} è pase",
  "common.time.hoursAgo.other": "{count} è pase",
  "common.time.daysAgo.one": "{count} jou pase",
  "common.time.daysAgo.other": "{count} jou pase",

  "common.currency.htg": "Goud ayisyen",
  "common.currency.usd": "Dola ameriken",
  "common.currency.eur": "Ewo",
  "common.currency.cad": "Dola kanadyen",
  "common.currency.gbp": "Liv esterlin",
  "common.currency.dop": "Peso dominiken",

  "common.task.complete": "Konplete",
  "common.task.active": "Aktif",
  "common.task.waiting": "Ap tann",
  "common.task.closed": "Fèmen (plen)",
} as const;
