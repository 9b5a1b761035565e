import type { Idea } from "@kominote/core/schemas/ideas";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import { ideasOf, ideasQueryOptions, type IdeaListRequest } from "../api/list-ideas";
import type { MoreIdeas } from "../components/idea-list";

export interface IdeaPages {
  readonly status: "pending" | "error" | "success";
  readonly ideas: readonly Idea[];
  /** Present when the server has another page. */
  readonly more: MoreIdeas | undefined;
  readonly retry: () => void;
}

/** A list of ideas loaded page by page, in the reader's language. */
export const useIdeaPages = (request: IdeaListRequest): IdeaPages => {
  const { language } = useLanguage();
  const list = useInfiniteQuery(ideasQueryOptions(request, language));
  return {
    status: list.status,
    ideas: ideasOf(list.data),
    more: list.hasNextPage ? { isLoading: list.isFetchingNextPage, onLoad: () => void list.fetchNextPage() } : undefined,
    retry: () => void list.refetch(),
  };
};
