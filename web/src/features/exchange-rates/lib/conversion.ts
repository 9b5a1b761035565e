import type { MessageKey } from "@kominote/core/i18n/messages";
import { parseAmount } from "@kominote/core/rules/currency";

/** How long the convert button shows its busy state before the result (SPEC: 500 ms). */
export const conversionBusyMs = 500;

/**
 * What the amount box holds: an amount to convert, or the message saying why there is none
 * (SPEC: the amount is required; a non-numeric amount gives no result).
 */
export const readAmount = (text: string): { readonly amount: number } | { readonly problem: MessageKey } => {
  if (text.trim() === "") return { problem: "converter.amount.required" };
  const amount = parseAmount(text);
  return amount === null ? { problem: "converter.amount.invalid" } : { amount };
};
