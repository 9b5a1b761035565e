import type { ForumPost, ForumPostLike } from "@kominote/core/schemas/forums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { forumPostsQueryKey } from "./list-forum-posts";

/** `POST /api/forum-posts/{id}/like`: one like per member; liking again changes nothing. */
export const likeForumPost = (postId: number): Promise<ForumPostLike> =>
  expectData(api.POST("/api/forum-posts/{id}/like", { params: { path: { id: postId } } }));

/** Likes a post of the forum and writes the server's count into the thread (no second read). */
export const useLikeForumPost = (forumId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeForumPost,
    onSuccess: (like) => {
      queryClient.setQueryData(forumPostsQueryKey(forumId), (posts: readonly ForumPost[] | undefined) =>
        posts?.map((post) => (post.id === like.postId ? { ...post, likesCount: like.likesCount, hasLiked: like.hasLiked } : post)),
      );
    },
  });
};
