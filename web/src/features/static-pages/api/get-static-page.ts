import type { Language } from "@kominote/core/i18n/languages";
import { queryOptions, useSuspenseQuery, type QueryClient } from "@tanstack/react-query";
import { requestLanguage } from "../../../i18n/request-language";
import { loadStaticPage } from "../content/load-static-page";
import type { StaticPage } from "@kominote/core/i18n/static-pages/types";

/**
 * A static page's text, in one language. It ships with the site as its own small chunk; going
 * through the query cache keeps it loaded once per page and language, like server data.
 */
export const staticPageQueryOptions = (page: StaticPage, language: Language) =>
  queryOptions({
    queryKey: ["static-page", page, language] as const,
    queryFn: () => loadStaticPage(page, language),
  });

export const useStaticPage = (page: StaticPage, language: Language) =>
  useSuspenseQuery(staticPageQueryOptions(page, language));

/** For a static page route's loader: loads the text in the interface language before it renders. */
export const ensureStaticPage = (queryClient: QueryClient, page: StaticPage) =>
  queryClient.ensureQueryData(staticPageQueryOptions(page, requestLanguage()));
