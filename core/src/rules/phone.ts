import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/min";
import type { MessageKey } from "../i18n/messages";

/*
 * Phone numbers are read by libphonenumber-js (DECISIONS 11) with its "min" metadata: the same
 * small tables in the browser and on the server, so both always agree on what is valid. A number
 * without a country code is read as Haitian (+509 and 8 digits); any other country's number is
 * written with its "+" and code. What is stored is E.164 ("+50937124455"); what is shown is the
 * international format ("+509 37 12 4455").
 */

/** People write digits with spaces, dashes, dots or brackets; letters or other text are no number. */
const phoneCharacters = /^\+?[\d\s().-]{1,30}$/;

const validNumber = (text: string): PhoneNumber | undefined => {
  const trimmed = text.trim();
  if (!phoneCharacters.test(trimmed)) return undefined;
  const number = parsePhoneNumberFromString(trimmed, "HT");
  return number?.isValid() === true ? number : undefined;
};

/** The number in E.164 ("+50937124455") when it is valid; otherwise the text without its spaces, to be refused. */
export const normalizePhone = (text: string): string => validNumber(text)?.number ?? text.replace(/\s+/g, "");

/** A valid Haitian number (a local 8-digit number counts as one) or a valid international number. */
export const isValidPhone = (text: string): boolean => validNumber(text) !== undefined;

export const validatePhone = (text: string): MessageKey | null =>
  isValidPhone(text) ? null : "validation.phone.invalid";

/** A stored number as a person reads it: "+509 37 12 4455", "+1 212 555 0123"; unreadable text is shown as it is. */
export const formatPhone = (stored: string): string => validNumber(stored)?.formatInternational() ?? stored;
