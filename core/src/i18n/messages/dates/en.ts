import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  // Months, January first; weekdays, Monday first (the week starts on Monday in Haiti).
  "dates.month.1": "January",
  "dates.month.2": "February",
  "dates.month.3": "March",
  "dates.month.4": "April",
  "dates.month.5": "May",
  "dates.month.6": "June",
  "dates.month.7": "July",
  "dates.month.8": "August",
  "dates.month.9": "September",
  "dates.month.10": "October",
  "dates.month.11": "November",
  "dates.month.12": "December",
  "dates.weekday.1": "Monday",
  "dates.weekday.2": "Tuesday",
  "dates.weekday.3": "Wednesday",
  "dates.weekday.4": "Thursday",
  "dates.weekday.5": "Friday",
  "dates.weekday.6": "Saturday",
  "dates.weekday.7": "Sunday",
  "dates.pattern.date": "{month} {day}, {year}",
  "dates.pattern.dateTime": "{date} at {time}",
  "dates.pattern.weekdayDate": "{weekday}, {date}",
} satisfies Catalog<typeof ht>;
