import type { Language } from "@kominote/core/i18n/languages";
import type { AccountContribution } from "@kominote/core/schemas/contributions";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/** `GET /api/users/{id}/contributions`: the signed-in member's contributions for the account page. */
export const getAccountContributions = (userId: number, language: Language): Promise<readonly AccountContribution[]> =>
  expectData(api.GET("/api/users/{id}/contributions", { params: { path: { id: userId } }, headers: languageHeaders(language) }));

/** Every language of one member's list, for refreshing them all after an edit. */
export const accountContributionsQueryPrefix = (userId: number) => ["account-contributions", userId] as const;

/** Task titles are localized, so each language is its own cache entry. */
export const accountContributionsQueryOptions = (userId: number, language: Language) =>
  queryOptions({
    queryKey: [...accountContributionsQueryPrefix(userId), language] as const,
    queryFn: () => getAccountContributions(userId, language),
  });
