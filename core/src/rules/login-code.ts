import type { MessageKey } from "../i18n/messages";

export const loginCodeLength = 6;
const codePattern = new RegExp(`^\\d{${loginCodeLength}}$`);

export const isLoginCode = (text: string): boolean => codePattern.test(text);

/** What the code box keeps of what was typed or pasted: digits only, at most six. */
export const limitCodeInput = (typed: string): string =>
  typed.replace(/\D/g, "").slice(0, loginCodeLength);

export const validateLoginCode = (code: string): MessageKey | null => {
  if (code.trim() === "") return "validation.code.required";
  return isLoginCode(code.trim()) ? null : "validation.code.invalid";
};
