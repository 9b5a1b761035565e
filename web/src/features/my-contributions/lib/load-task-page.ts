import type { QueryClient } from "@tanstack/react-query";
import type { Language } from "@kominote/core/i18n/languages";
import { taskQueryOptions } from "../api/get-task";
import { taskPublicContributionsQueryOptions } from "../api/get-task-public-contributions";

/**
 * The task page's first answers, fetched with its code (and on the server, written into the page):
 * the task and its public contributions. A failure stays in the query, where the screen shows it.
 */
export const loadTaskPage = async (queryClient: QueryClient, taskId: number, language: Language): Promise<void> => {
  await Promise.all([
    queryClient.prefetchQuery(taskQueryOptions(taskId, language)),
    queryClient.prefetchQuery(taskPublicContributionsQueryOptions(taskId)),
  ]);
};
