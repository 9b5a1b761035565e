import type { MessageKey } from "../i18n/messages";

/** Optional "+", a first digit 1-9, at most 16 digits in all. */
const phonePattern = /^\+?[1-9]\d{0,15}$/;

/** People type numbers with spaces ("+509 3712 3456"); the number itself has none. */
export const normalizePhone = (text: string): string => text.replace(/\s+/g, "");

export const isValidPhone = (text: string): boolean => phonePattern.test(normalizePhone(text));

export const validatePhone = (text: string): MessageKey | null =>
  isValidPhone(text) ? null : "validation.phone.invalid";
