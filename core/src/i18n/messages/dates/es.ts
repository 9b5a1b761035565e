import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  // Months, January first; weekdays, Monday first (the week starts on Monday in Haiti).
  "dates.month.1": "enero",
  "dates.month.2": "febrero",
  "dates.month.3": "marzo",
  "dates.month.4": "abril",
  "dates.month.5": "mayo",
  "dates.month.6": "junio",
  "dates.month.7": "julio",
  "dates.month.8": "agosto",
  "dates.month.9": "septiembre",
  "dates.month.10": "octubre",
  "dates.month.11": "noviembre",
  "dates.month.12": "diciembre",
  "dates.weekday.1": "lunes",
  "dates.weekday.2": "martes",
  "dates.weekday.3": "miércoles",
  "dates.weekday.4": "jueves",
  "dates.weekday.5": "viernes",
  "dates.weekday.6": "sábado",
  "dates.weekday.7": "domingo",
  "dates.pattern.date": "{day} de {month} de {year}",
  "dates.pattern.dateTime": "{date}, {time}",
  "dates.pattern.weekdayDate": "{weekday}, {date}",
} satisfies Catalog<typeof ht>;
