import { exchangeRatesSchema, updateExchangeRatesRequestSchema } from "../schemas/exchange-rates";
import { defineRoute } from "./route";

/** The currency converter's rates and who sets them. */
export const exchangeRateRoutes = [
  defineRoute({
    operationId: "getExchangeRates",
    method: "GET",
    path: "/api/exchange-rates",
    summary: "Gives the currency converter's rates per US dollar and their date.",
    tag: "tools",
    access: "public",
    responses: { 200: { description: "The current rates.", schema: exchangeRatesSchema } },
  }),
  defineRoute({
    operationId: "updateExchangeRates",
    method: "PUT",
    path: "/api/exchange-rates",
    summary: "Replaces the currency converter's rates.",
    tag: "tools",
    access: "admin",
    body: updateExchangeRatesRequestSchema,
    responses: { 200: { description: "The new rates.", schema: exchangeRatesSchema } },
  }),
] as const;
