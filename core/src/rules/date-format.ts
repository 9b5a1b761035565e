import creole from "../i18n/messages/dates/ht";
import { interpolate } from "../i18n/interpolate";
import type { Language } from "../i18n/languages";
import { haitiTimeZone } from "./calendar-date";

/**
 * The ways a screen or a message writes an instant:
 * - "date": the day ("25 novanm 2026", "25 novembre 2026", "November 25, 2026");
 * - "dateTime": the day and the time ("25 novanm 2026 a 11:17");
 * - "weekdayDate": the day with its weekday ("mèkredi 25 novanm 2026");
 * - "time": the hour and minute alone ("11:17"; "11:17 AM" in English), as a clock shows it.
 */
export type DateStyle = "date" | "dateTime" | "weekdayDate" | "time";

/** The fields of an instant as a Haitian wall clock shows it. */
interface WallClock {
  readonly year: string;
  readonly month: number;
  readonly day: string;
  /** 1 = Monday ... 7 = Sunday. */
  readonly weekday: number;
  readonly hour: string;
  readonly minute: string;
}

const weekdayNumbers: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

let wallClockFormat: Intl.DateTimeFormat | undefined;

const wallClock = (time: number): WallClock => {
  // en-US only reads the fields (numbers and short English weekday names); no word of it is shown.
  wallClockFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: haitiTimeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  const parts = wallClockFormat.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: part("year"),
    month: Number(part("month")),
    day: part("day"),
    weekday: weekdayNumbers[part("weekday")] ?? 1,
    hour: part("hour").padStart(2, "0"),
    minute: part("minute").padStart(2, "0"),
  };
};

/**
 * Creole, written from the core's own texts: browsers have no Creole calendar data, and their
 * fallback (fr-HT) would put French month names and "à" in a Creole screen.
 */
const creoleDate = (time: number, style: DateStyle): string => {
  const clock = wallClock(time);
  if (style === "time") return `${clock.hour}:${clock.minute}`;
  const date = interpolate(creole["dates.pattern.date"], {
    day: clock.day,
    month: creole[`dates.month.${clock.month}` as keyof typeof creole],
    year: clock.year,
  });
  if (style === "date") return date;
  if (style === "weekdayDate") {
    return interpolate(creole["dates.pattern.weekdayDate"], {
      weekday: creole[`dates.weekday.${clock.weekday}` as keyof typeof creole],
      date,
    });
  }
  return interpolate(creole["dates.pattern.dateTime"], { date, time: `${clock.hour}:${clock.minute}` });
};

const intlOptions: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { day: "numeric", month: "long", year: "numeric" },
  dateTime: { dateStyle: "long", timeStyle: "short" },
  weekdayDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  time: { hour: "2-digit", minute: "2-digit" },
};

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** The other languages have their own calendar data in every browser and in Node. */
const intlDate = (language: Exclude<Language, "ht">, time: number, style: DateStyle): string => {
  const cacheKey = `${language}:${style}`;
  let format = intlFormats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, { ...intlOptions[style], timeZone: haitiTimeZone });
    intlFormats.set(cacheKey, format);
  }
  return format.format(time);
};

/**
 * An instant as the reader's language writes it, on Haiti's clock (decision 0003) wherever the
 * reader is. Takes a Date or an ISO string (what the API sends); an unreadable instant gives "".
 */
export const formatInstant = (language: Language, instant: Date | string, style: DateStyle = "date"): string => {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(time)) return "";
  return language === "ht" ? creoleDate(time, style) : intlDate(language, time, style);
};
