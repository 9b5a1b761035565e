/**
 * Source texts (Haitian Creole) for writing dates. Keys are "dates.<name>". Browsers carry no Creole
 * calendar data, so Creole dates are built from these (core/src/rules/date-format.ts); the other
 * languages are written by Intl with their own locale and keep these for reference and review.
 */
export default {
  // Months, January first; weekdays, Monday first (the week starts on Monday in Haiti).
  "dates.month.1": "janvye",
  "dates.month.2": "fevriye",
  "dates.month.3": "mas",
  "dates.month.4": "avril",
  "dates.month.5": "me",
  "dates.month.6": "jen",
  "dates.month.7": "jiyè",
  "dates.month.8": "out",
  "dates.month.9": "septanm",
  "dates.month.10": "oktòb",
  "dates.month.11": "novanm",
  "dates.month.12": "desanm",
  "dates.weekday.1": "lendi",
  "dates.weekday.2": "madi",
  "dates.weekday.3": "mèkredi",
  "dates.weekday.4": "jedi",
  "dates.weekday.5": "vandredi",
  "dates.weekday.6": "samdi",
  "dates.weekday.7": "dimanch",
  "dates.pattern.date": "{day} {month} {year}",
  "dates.pattern.dateTime": "{date} a {time}",
  "dates.pattern.weekdayDate": "{weekday} {date}",
} as const;
