import type { MessageKey } from "../i18n/messages";

export const passwordMinLength = 6;
/** Long enough for any passphrase, short enough that hashing it cannot be used to load the server. */
export const passwordMaxLength = 128;

export const validatePassword = (password: string): MessageKey | null => {
  const length = Array.from(password).length;
  if (length < passwordMinLength) return "validation.password.tooShort";
  if (length > passwordMaxLength) return "validation.password.tooLong";
  return null;
};

export const validatePasswordConfirmation = (password: string, confirmation: string): MessageKey | null =>
  confirmation === password ? null : "validation.password.mismatch";
