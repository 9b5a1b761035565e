import type { CreateIdeaRequest, Idea } from "@kominote/core/schemas/ideas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { withIdempotencyKey } from "../../../api/idempotency-key";
import { sendOrKeep, type SentOrKept } from "../../../lib/outbox/send-or-keep";
import { ideasQueryPrefix } from "./list-ideas";

/** The outbox kind of an idea written without a connection (decision 0034). */
export const ideaOutboxKind = "idea";

/** `POST /api/ideas`: shares the member's idea for a service, once whatever the resends (its Idempotency-Key). */
export const createIdea = (request: CreateIdeaRequest, key?: string): Promise<Idea> =>
  expectData(api.POST("/api/ideas", { body: request, ...withIdempotencyKey(key) }));

/** An idea as the outbox keeps it: shown waiting among its service's ideas. */
const waitingIdea = (request: CreateIdeaRequest) => ({
  kind: ideaOutboxKind,
  scope: String(request.serviceId),
  preview: request.content,
  path: "/api/ideas",
  body: { ...request },
});

/**
 * Shares an idea, then asks every cached list again so it appears at the top; with no connection
 * the idea waits on the device and goes by itself (`kept`).
 */
export const useCreateIdea = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: CreateIdeaRequest; key: string }): Promise<SentOrKept<Idea>> =>
      sendOrKeep(key, (sentKey) => createIdea(request, sentKey), waitingIdea(request)),
    onSuccess: (outcome) => (outcome.kept ? undefined : queryClient.invalidateQueries({ queryKey: ideasQueryPrefix })),
  });
};
