import type { ExchangeRates } from "@kominote/core/schemas/exchange-rates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/exchange-rates`: the converter's rates per US dollar and their date; public. */
export const getExchangeRates = (): Promise<ExchangeRates> => expectData(api.GET("/api/exchange-rates"));

/** Figures only, no text: one entry whatever the language. */
export const exchangeRatesQueryKey = ["exchange-rates"] as const;

/**
 * Rates change a few times a day at most: a visit within a minute reuses them, a later one asks
 * again (the server answers 304 when they have not changed).
 */
const exchangeRatesFreshMs = 60_000;

export const exchangeRatesQueryOptions = () =>
  queryOptions({ queryKey: exchangeRatesQueryKey, queryFn: getExchangeRates, staleTime: exchangeRatesFreshMs });

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions());
