import type { Language } from "@kominote/core/i18n/languages";
import type { Idea } from "@kominote/core/schemas/ideas";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/** `GET /api/ideas`: every visible idea, newest first; service names in the given language. */
export const listIdeas = (language: Language): Promise<readonly Idea[]> =>
  expectData(api.GET("/api/ideas", { headers: languageHeaders(language) }));

/** `GET /api/ideas/service/{id}`: one service's visible ideas, newest first. */
export const listServiceIdeas = (serviceId: number, language: Language): Promise<readonly Idea[]> =>
  expectData(api.GET("/api/ideas/service/{id}", { params: { path: { id: serviceId } }, headers: languageHeaders(language) }));

/** Every cached list of ideas, for refreshing them all after a vote or a new idea. */
export const ideasQueryPrefix = ["ideas"] as const;

/** Service names are localized, so each language is its own cache entry. */
export const ideasQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ideasQueryPrefix, "all", language] as const,
    queryFn: () => listIdeas(language),
  });

export const serviceIdeasQueryOptions = (serviceId: number, language: Language) =>
  queryOptions({
    queryKey: [...ideasQueryPrefix, "service", serviceId, language] as const,
    queryFn: () => listServiceIdeas(serviceId, language),
  });
