import type { Idea } from "@kominote/core/schemas/ideas";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { ideasQueryPrefix } from "./list-ideas";

/** `POST /api/ideas/{id}/vote`: casts the member's vote; the answer is the idea with its new count. */
export const voteIdea = (ideaId: number): Promise<Idea> =>
  expectData(api.POST("/api/ideas/{id}/vote", { params: { path: { id: ideaId } } }));

/**
 * Shows the voted idea in every cached list at once (the button turns to "voted" without waiting),
 * then asks the lists again: other members' votes may have changed the order.
 */
export const applyVotedIdea = async (queryClient: QueryClient, voted: Idea): Promise<void> => {
  queryClient.setQueriesData<readonly Idea[]>({ queryKey: ideasQueryPrefix }, (ideas) =>
    ideas?.map((idea) => (idea.id === voted.id ? { ...voted, serviceName: idea.serviceName } : idea)),
  );
  await queryClient.invalidateQueries({ queryKey: ideasQueryPrefix });
};

export const useVoteIdea = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voteIdea, onSuccess: (voted) => applyVotedIdea(queryClient, voted) });
};
