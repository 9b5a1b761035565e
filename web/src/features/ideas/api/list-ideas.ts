import type { Language } from "@kominote/core/i18n/languages";
import type { Idea, IdeaSort, IdeaSummary } from "@kominote/core/schemas/ideas";
import { infiniteQueryOptions, queryOptions, type InfiniteData } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/** Ideas asked for at a time: a phone on a slow network never downloads every idea at once. */
export const ideasPerPage = 30;

/** Which ideas: one service's (or every service's when null), in which order. */
export interface IdeaListRequest {
  readonly serviceId: number | null;
  readonly sort: IdeaSort;
}

/**
 * `GET /api/ideas` or `GET /api/ideas/service/{id}`: one page of visible ideas in the given order,
 * service names in the given language; fewer than `limit` means the last page.
 */
export const listIdeasPage = (
  { serviceId, sort }: IdeaListRequest,
  page: number,
  language: Language,
  limit: number = ideasPerPage,
): Promise<Idea[]> => {
  const query = { sort, limit, page };
  const headers = languageHeaders(language);
  return serviceId === null
    ? expectData(api.GET("/api/ideas", { params: { query }, headers }))
    : expectData(api.GET("/api/ideas/service/{id}", { params: { path: { id: serviceId }, query }, headers }));
};

/** `GET /api/ideas/summary`: the figures over every visible idea. */
export const getIdeaSummary = (): Promise<IdeaSummary> => expectData(api.GET("/api/ideas/summary"));

/** Every cached list and figure of ideas, for refreshing them all after a vote or a new idea. */
export const ideasQueryPrefix = ["ideas"] as const;

/** A list, page after page; service names are localized, so each language is its own cache entry. */
export const ideasQueryOptions = (request: IdeaListRequest, language: Language) =>
  infiniteQueryOptions({
    queryKey: [...ideasQueryPrefix, "list", request.serviceId ?? "all", request.sort, language] as const,
    queryFn: ({ pageParam }) => listIdeasPage(request, pageParam, language),
    initialPageParam: 1,
    getNextPageParam: (lastPage: readonly Idea[], pages: readonly (readonly Idea[])[]) =>
      lastPage.length < ideasPerPage ? undefined : pages.length + 1,
  });

/** How many ideas wear the "#N Pi Popilè" badge. */
export const popularCount = 3;

/** The most voted ideas (of one service or all), whatever order the page shows. */
export const popularIdeasQueryOptions = (serviceId: number | null, language: Language) =>
  queryOptions({
    queryKey: [...ideasQueryPrefix, "popular", serviceId ?? "all", language] as const,
    queryFn: () => listIdeasPage({ serviceId, sort: "votes" }, 1, language, popularCount),
  });

export const ideaSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...ideasQueryPrefix, "summary"] as const, queryFn: getIdeaSummary });

/** Every idea a cached list holds, in order. */
export const ideasOf = (data: InfiniteData<readonly Idea[]> | undefined): readonly Idea[] => data?.pages.flat() ?? [];

/** /ideas: every service's ideas, newest first. */
export const allIdeasNewestFirst: IdeaListRequest = { serviceId: null, sort: "recent" };
