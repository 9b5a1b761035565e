import type { CreateForumPostRequest, ForumPost } from "@kominote/core/schemas/forums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { allServiceForumsQueryKey } from "./list-service-forums";
import { forumPostsQueryKey } from "./list-forum-posts";

/** `POST /api/forums/{id}/posts`: posts the signed-in member's message, answered as saved. */
export const createForumPost = (forumId: number, request: CreateForumPostRequest): Promise<ForumPost> =>
  expectData(api.POST("/api/forums/{id}/posts", { params: { path: { id: forumId } }, body: request }));

/**
 * Posts, then shows the new post at the end of the thread at once and reads the thread again
 * (others may have written meanwhile); the forums' post counts are read again too.
 */
export const useCreateForumPost = (forumId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateForumPostRequest) => createForumPost(forumId, request),
    onSuccess: async (post) => {
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
