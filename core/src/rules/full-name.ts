import type { MessageKey } from "../i18n/messages";

export const fullNameMaxLength = 100;
const minimumPartLength = 2;

const characterCount = (text: string): number => Array.from(text).length;

/** The space-separated parts of a name, ignoring extra spaces. */
export const nameParts = (fullName: string): string[] =>
  fullName.trim().split(/\s+/).filter((part) => part !== "");

/** The wizard asks first and last name apart; the account keeps them as one full name. */
export const joinFullName = (firstName: string, lastName: string): string =>
  [...nameParts(firstName), ...nameParts(lastName)].join(" ");

/**
 * At least two parts, and the first and the last at least two characters each
 * (middle parts may be initials).
 */
export const validateFullName = (fullName: string): MessageKey | null => {
  const parts = nameParts(fullName);
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (parts.length < 2 || first === undefined || last === undefined) {
    return "validation.fullName.parts";
  }
  if (characterCount(first) < minimumPartLength || characterCount(last) < minimumPartLength) {
    return "validation.fullName.tooShort";
  }
  if (characterCount(parts.join(" ")) > fullNameMaxLength) return "validation.fullName.tooLong";
  return null;
};
