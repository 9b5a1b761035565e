import type { CreateIdeaRequest, Idea } from "@kominote/core/schemas/ideas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { ideasQueryPrefix } from "./list-ideas";

/** `POST /api/ideas`: shares the member's idea for a service. */
export const createIdea = (request: CreateIdeaRequest): Promise<Idea> =>
  expectData(api.POST("/api/ideas", { body: request }));

/** Shares an idea, then asks every cached list again so it appears at the top. */
export const useCreateIdea = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasQueryPrefix }),
  });
};
