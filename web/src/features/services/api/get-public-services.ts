import type { Language } from "@kominote/core/i18n/languages";
import type { PublicService } from "@kominote/core/schemas/services";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

// The list may be kept by the browser for a minute; after a member's own change to the counts (a
// join) the next read asks the server again (a 304 when nothing changed).
let revalidateNext = false;

/** The next read of the list checks with the server instead of using the browser's copy. */
export const revalidatePublicServices = (): void => {
  revalidateNext = true;
};

/** `GET /api/public-services`: every public service, ordered by position, in the given language. */
export const getPublicServices = (language: Language): Promise<readonly PublicService[]> => {
  const cache = revalidateNext ? "no-cache" : "default";
  revalidateNext = false;
  return expectData(api.GET("/api/public-services", { headers: languageHeaders(language), cache }));
};

/** Names and descriptions are localized, so each language is its own cache entry. */
export const publicServicesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ["public-services", language] as const,
    queryFn: () => getPublicServices(language),
  });

export const usePublicServices = (language: Language) =>
  useSuspenseQuery(publicServicesQueryOptions(language));
