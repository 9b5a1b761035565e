import type { Language } from "@kominote/core/i18n/languages";
import type { CreateForumRequest, Forum } from "@kominote/core/schemas/forums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { withIdempotencyKey } from "../../../api/idempotency-key";
import { newOutboxKey } from "../../../lib/outbox/outbox-entry";
import { sendOrKeep, type SentOrKept } from "../../../lib/outbox/send-or-keep";
import { publicServicesQueryOptions } from "../../services/queries";
import { serviceForumsQueryKey } from "./list-service-forums";

/** The outbox kind of a forum opened without a connection (decision 0034); its scope is the service's id. */
export const forumOutboxKind = "forum";

/** `POST /api/services/{id}/forums`: opens a forum in the service, answered as saved; once whatever the resends (its key). */
export const createForum = (serviceId: number, request: CreateForumRequest, key?: string): Promise<Forum> =>
  expectData(
    api.POST("/api/services/{id}/forums", {
      params: { path: { id: serviceId } },
      body: request,
      ...withIdempotencyKey(key),
    }),
  );

/**
 * Creates a forum, then reads the service's list again (the server decides its place after the
 * pinned ones) and the public services, whose header counts the discussions. With no connection
 * the forum waits on the device, shown above the list, and goes by itself (`kept`).
 */
export const useCreateForum = (serviceId: number, language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateForumRequest): Promise<SentOrKept<Forum>> =>
      sendOrKeep(newOutboxKey(), (key) => createForum(serviceId, request, key), {
        kind: forumOutboxKind,
        scope: String(serviceId),
        preview: request.title,
        path: `/api/services/${serviceId}/forums`,
        body: { ...request },
      }),
    onSuccess: (outcome) =>
      outcome.kept
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: serviceForumsQueryKey(serviceId) }),
            queryClient.invalidateQueries({ queryKey: publicServicesQueryOptions(language).queryKey }),
          ]),
  });
};
