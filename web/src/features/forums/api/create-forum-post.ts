import type { CreateForumPostRequest, ForumPost } from "@kominote/core/schemas/forums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { withIdempotencyKey } from "../../../api/idempotency-key";
import { newOutboxKey } from "../../../lib/outbox/outbox-entry";
import { sendOrKeep, type SentOrKept } from "../../../lib/outbox/send-or-keep";
import { allServiceForumsQueryKey } from "./list-service-forums";
import { forumPostsQueryKey } from "./list-forum-posts";

/** The outbox kind of a reply written without a connection (decision 0034); its scope is the forum's id. */
export const forumPostOutboxKind = "forum-post";

/** `POST /api/forums/{id}/posts`: posts the signed-in member's message, answered as saved; once whatever the resends (its key). */
export const createForumPost = (forumId: number, request: CreateForumPostRequest, key?: string): Promise<ForumPost> =>
  expectData(
    api.POST("/api/forums/{id}/posts", {
      params: { path: { id: forumId } },
      body: request,
      ...withIdempotencyKey(key),
    }),
  );

/**
 * Posts, then shows the new post at the end of the thread at once and reads the thread again
 * (others may have written meanwhile); the forums' post counts are read again too.
 */
export const useCreateForumPost = (forumId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    // With no connection the reply waits on the device and goes by itself (`kept`).
    mutationFn: (request: CreateForumPostRequest): Promise<SentOrKept<ForumPost>> =>
      sendOrKeep(newOutboxKey(), (key) => createForumPost(forumId, request, key), {
        kind: forumPostOutboxKind,
        scope: String(forumId),
        preview: request.content,
        path: `/api/forums/${forumId}/posts`,
        body: { ...request },
      }),
    onSuccess: async (outcome) => {
      if (outcome.kept) return;
      const post = outcome.value;
      queryClient.setQueryData(forumPostsQueryKey(forumId), (posts: readonly ForumPost[] | undefined) =>
        posts === undefined ? posts : [...posts, post],
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forumPostsQueryKey(forumId) }),
        queryClient.invalidateQueries({ queryKey: allServiceForumsQueryKey }),
      ]);
    },
  });
};
