import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  // Months, January first; weekdays, Monday first (the week starts on Monday in Haiti).
  "dates.month.1": "janvier",
  "dates.month.2": "février",
  "dates.month.3": "mars",
  "dates.month.4": "avril",
  "dates.month.5": "mai",
  "dates.month.6": "juin",
  "dates.month.7": "juillet",
  "dates.month.8": "août",
  "dates.month.9": "septembre",
  "dates.month.10": "octobre",
  "dates.month.11": "novembre",
  "dates.month.12": "décembre",
  "dates.weekday.1": "lundi",
  "dates.weekday.2": "mardi",
  "dates.weekday.3": "mercredi",
  "dates.weekday.4": "jeudi",
  "dates.weekday.5": "vendredi",
  "dates.weekday.6": "samedi",
  "dates.weekday.7": "dimanche",
  "dates.pattern.date": "{day} {month} {year}",
  "dates.pattern.dateTime": "{date} à {time}",
  "dates.pattern.weekdayDate": "{weekday} {date}",
} satisfies Catalog<typeof ht>;
