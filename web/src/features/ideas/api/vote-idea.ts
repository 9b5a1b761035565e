import type { Idea } from "@kominote/core/schemas/ideas";
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { ideasQueryPrefix } from "./list-ideas";

/** `POST /api/ideas/{id}/vote`: casts the member's vote; the answer is the idea with its new count. */
export const voteIdea = (ideaId: number): Promise<Idea> =>
  expectData(api.POST("/api/ideas/{id}/vote", { params: { path: { id: ideaId } } }));

type CachedIdeas = InfiniteData<readonly Idea[]> | readonly Idea[] | { readonly totalIdeas: number };

const withVote = (ideas: readonly Idea[], voted: Idea): readonly Idea[] =>
  // The list keeps its own service name: it is in the language the list was asked in.
  ideas.map((idea) => (idea.id === voted.id ? { ...voted, serviceName: idea.serviceName } : idea));

/**
 * Shows the voted idea in every cached list at once (the button turns to "voted" without waiting),
 * then asks the lists and figures again: other members' votes may have changed the order.
 */
export const applyVotedIdea = async (queryClient: QueryClient, voted: Idea): Promise<void> => {
  queryClient.setQueriesData<CachedIdeas>({ queryKey: ideasQueryPrefix }, (cached) => {
    if (cached === undefined || "totalIdeas" in cached) return cached;
    if ("pages" in cached) return { ...cached, pages: cached.pages.map((page) => withVote(page, voted)) };
    return withVote(cached, voted);
  });
  await queryClient.invalidateQueries({ queryKey: ideasQueryPrefix });
};

export const useVoteIdea = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voteIdea, onSuccess: (voted) => applyVotedIdea(queryClient, voted) });
};
