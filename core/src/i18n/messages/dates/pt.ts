import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  // Months, January first; weekdays, Monday first (the week starts on Monday in Haiti).
  "dates.month.1": "janeiro",
  "dates.month.2": "fevereiro",
  "dates.month.3": "março",
  "dates.month.4": "abril",
  "dates.month.5": "maio",
  "dates.month.6": "junho",
  "dates.month.7": "julho",
  "dates.month.8": "agosto",
  "dates.month.9": "setembro",
  "dates.month.10": "outubro",
  "dates.month.11": "novembro",
  "dates.month.12": "dezembro",
  "dates.weekday.1": "segunda-feira",
  "dates.weekday.2": "terça-feira",
  "dates.weekday.3": "quarta-feira",
  "dates.weekday.4": "quinta-feira",
  "dates.weekday.5": "sexta-feira",
  "dates.weekday.6": "sábado",
  "dates.weekday.7": "domingo",
  "dates.pattern.date": "{day} de {month} de {year}",
  "dates.pattern.dateTime": "{date} às {time}",
  "dates.pattern.weekdayDate": "{weekday}, {date}",
} satisfies Catalog<typeof ht>;
