import type { MessageKey } from "../i18n/messages";

/** The longest address SMTP can carry. */
export const emailMaxLength = 254;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (text: string): boolean => {
  const email = text.trim();
  return email.length <= emailMaxLength && emailPattern.test(email);
};

export const validateEmail = (text: string): MessageKey | null =>
  isValidEmail(text) ? null : "validation.email.invalid";
