import type { Language } from "@kominote/core/i18n/languages";
import type { PublicService } from "@kominote/core/schemas/services";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/** `GET /api/public-services`: every public service, ordered by position, in the given language. */
export const getPublicServices = (language: Language): Promise<readonly PublicService[]> =>
  expectData(api.GET("/api/public-services", { headers: languageHeaders(language) }));

/** Names and descriptions are localized, so each language is its own cache entry. */
export const publicServicesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ["public-services", language] as const,
    queryFn: () => getPublicServices(language),
  });

export const usePublicServices = (language: Language) =>
  useSuspenseQuery(publicServicesQueryOptions(language));
