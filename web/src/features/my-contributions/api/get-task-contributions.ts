import type { Language } from "@kominote/core/i18n/languages";
import type { TaskContribution } from "@kominote/core/schemas/contributions";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/** `GET /api/users/{id}/task-contributions`: the signed-in member's contributions with their task and review. */
export const getTaskContributions = (userId: number, language: Language): Promise<readonly TaskContribution[]> =>
  expectData(
    api.GET("/api/users/{id}/task-contributions", { params: { path: { id: userId } }, headers: languageHeaders(language) }),
  );

/** Task titles are localized, so each language is its own cache entry. */
export const taskContributionsQueryOptions = (userId: number, language: Language) =>
  queryOptions({
    queryKey: ["task-contributions", userId, language] as const,
    queryFn: () => getTaskContributions(userId, language),
  });
