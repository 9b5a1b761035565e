import { calendarDateIn, haitiTimeZone, type CalendarDate } from "./calendar-date";

const formatters = new Map<string, Intl.DateTimeFormat>();

const wallClockFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall-clock time an instant shows in a time zone, read as if it were UTC (milliseconds). */
const wallClockAsUtc = (instant: number, timeZone: string): number => {
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
};

/** The instant a calendar day begins in a time zone (Haiti changes its clocks at 02:00, never at midnight). */
export const startOfCalendarDate = (date: CalendarDate, timeZone: string = haitiTimeZone): Date => {
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  const firstGuess = midnightAsUtc - (wallClockAsUtc(midnightAsUtc, timeZone) - midnightAsUtc);
  // Again from the first guess, in case the zone's offset there differs from the offset at the UTC midnight.
  return new Date(midnightAsUtc - (wallClockAsUtc(firstGuess, timeZone) - firstGuess));
};

/** The instant the day containing `instant` began in a time zone: daily caps count from it. */
export const startOfDayIn = (instant: Date, timeZone: string = haitiTimeZone): Date =>
  startOfCalendarDate(calendarDateIn(instant, timeZone), timeZone);

/** The instant the week containing `instant` began (Monday 00:00) in a time zone: weekly points count from it. */
export const startOfWeekIn = (instant: Date, timeZone: string = haitiTimeZone): Date => {
  const today = calendarDateIn(instant, timeZone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day - ((weekday + 6) % 7)));
  return startOfCalendarDate(
    { year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate() },
    timeZone,
  );
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `startOfWeekIn` for a stream of instants (a clock's readings), worked out once per week: the
 * time-zone arithmetic costs more than the request that asks for it.
 */
export const weekStartsIn = (timeZone: string = haitiTimeZone): ((instant: Date) => Date) => {
  let week: { readonly start: Date; readonly next: number } | undefined;
  return (instant) => {
    const at = instant.getTime();
    if (week === undefined || at < week.start.getTime() || at >= week.next) {
      const start = startOfWeekIn(instant, timeZone);
      // Eight days on is always inside the next week, whatever the clocks did in between.
      week = { start, next: startOfWeekIn(new Date(start.getTime() + 8 * dayMs), timeZone).getTime() };
    }
    return week.start;
  };
};
