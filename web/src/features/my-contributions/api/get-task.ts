import type { Language } from "@kominote/core/i18n/languages";
import type { TaskSummary } from "@kominote/core/schemas/tasks";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/** `GET /api/tasks/{id}`: the task's title and its service, in the given language. */
export const getTask = (taskId: number, language: Language): Promise<TaskSummary> =>
  expectData(api.GET("/api/tasks/{id}", { params: { path: { id: taskId } }, headers: languageHeaders(language) }));

/** Titles are localized, so each language is its own cache entry. */
export const taskQueryOptions = (taskId: number, language: Language) =>
  queryOptions({
    queryKey: ["task", taskId, language] as const,
    queryFn: () => getTask(taskId, language),
  });
