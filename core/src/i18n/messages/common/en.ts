import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  // A card's label before its value ("Adrès: ..."), so the two never read as one run.
  "common.fact": "{label}:",

  "common.time.justNow": "Just now",
  "common.time.minutesAgo.one": "{count} minute ago",
  "common.time.minutesAgo.other": "{count} minutes ago",
  "common.time.hoursAgo.one": "{count} hour ago",
  "common.time.hoursAgo.other": "{count} hours ago",
  "common.time.daysAgo.one": "{count} day ago",
  "common.time.daysAgo.other": "{count} days ago",

  "common.currency.htg": "Haitian gourde",
  "common.currency.usd": "US dollar",
  "common.currency.eur": "Euro",
  "common.currency.cad": "Canadian dollar",
  "common.currency.gbp": "British pound",
  "common.currency.dop": "Dominican peso",

  "common.task.complete": "Completed",
  "common.task.active": "Active",
  "common.task.waiting": "Waiting",
  "common.task.closed": "Closed (full)",
} satisfies Catalog<typeof ht>;
