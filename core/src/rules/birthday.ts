import type { MessageKey } from "../i18n/messages";
import {
  calendarDateIn,
  compareCalendarDates,
  parseCalendarDate,
  type CalendarDate,
} from "./calendar-date";

export const minimumAge = 13;
/** Earlier years are typing mistakes, not birthdays. */
export const earliestBirthYear = 1900;

const readBirthday = (text: string): CalendarDate | MessageKey => {
  if (text.trim() === "") return "validation.birthday.required";
  const birthday = parseCalendarDate(text);
  return birthday === null || birthday.year < earliestBirthYear ? "validation.birthday.invalid" : birthday;
};

/** Only what needs no clock: present and a real date. For places where "today" is not known. */
export const validateBirthdayFormat = (text: string): MessageKey | null => {
  const birthday = readBirthday(text);
  return typeof birthday === "string" ? birthday : null;
};

/**
 * A birthday as a date input gives it ("YYYY-MM-DD"). `today` comes from the Clock port; the day
 * is taken in Haiti. Age is the difference of years, as the product has always counted it.
 */
export const validateBirthday = (text: string, today: Date): MessageKey | null => {
  const birthday = readBirthday(text);
  if (typeof birthday === "string") return birthday;
  const todayInHaiti = calendarDateIn(today);
  if (compareCalendarDates(birthday, todayInHaiti) > 0) return "validation.birthday.future";
  if (todayInHaiti.year - birthday.year < minimumAge) return "validation.birthday.tooYoung";
  return null;
};
