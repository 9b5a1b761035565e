import { z } from "zod";
import { instantSchema } from "./common";

export const currencyCodes = ["HTG", "USD", "EUR", "CAD", "GBP", "DOP"] as const;
export const currencyCodeSchema = z.enum(currencyCodes).meta({ id: "CurrencyCode" });
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

const rateSchema = z.number().positive().max(1_000_000);

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

/** An admin's new rates; USD stays 1. */
export const updateExchangeRatesRequestSchema = z
  .object({
    rates: z.object({
      HTG: rateSchema,
      EUR: rateSchema,
      CAD: rateSchema,
      GBP: rateSchema,
      DOP: rateSchema,
    }),
  })
  .meta({ id: "UpdateExchangeRatesRequest" });
export type UpdateExchangeRatesRequest = z.infer<typeof updateExchangeRatesRequestSchema>;
