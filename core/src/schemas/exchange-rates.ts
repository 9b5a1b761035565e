import { z } from "zod";
import { instantSchema } from "./common";
import { schemaMessages } from "./messages";

export const currencyCodes = ["HTG", "USD", "EUR", "CAD", "GBP", "DOP"] as const;
export const currencyCodeSchema = z.enum(currencyCodes).meta({ id: "CurrencyCode" });
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/**
 * A rate an admin typed: a number above zero, at most a million units per dollar. A wrong number
 * (text, zero, negative, too large) reads as such in the admin's language; a missing one reads
 * "required" (the default message is not a catalog key, so the API says so itself).
 */
const rateSchema = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : schemaMessages.rateInvalid) })
  .positive({ message: schemaMessages.rateInvalid })
  .max(1_000_000, { message: schemaMessages.rateInvalid });

/** Units of each currency for 1 USD; convert with amount / rates[from] * rates[to]. */
export const exchangeRatesSchema = z
  .object({
    base: z.literal("USD"),
    rates: z.object({
      HTG: rateSchema,
      USD: z.literal(1),
      EUR: rateSchema,
      CAD: rateSchema,
      GBP: rateSchema,
      DOP: rateSchema,
    }),
    updatedAt: instantSchema,
  })
  .meta({ id: "ExchangeRates" });
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** An admin's new rates, all five; USD is the base and stays 1 (sending it is allowed, as 1 only). */
export const updateExchangeRatesRequestSchema = z
  .object({
    rates: z.object({
      HTG: rateSchema,
      USD: z.literal(1, { message: schemaMessages.usdRateIsOne }).optional(),
      EUR: rateSchema,
      CAD: rateSchema,
      GBP: rateSchema,
      DOP: rateSchema,
    }),
  })
  .meta({ id: "UpdateExchangeRatesRequest" });
export type UpdateExchangeRatesRequest = z.infer<typeof updateExchangeRatesRequestSchema>;
