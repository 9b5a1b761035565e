import type { ForumPost } from "@kominote/core/schemas/forums";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/forums/{id}/posts`: the forum's visible posts, oldest first (members only). */
export const listForumPosts = (forumId: number): Promise<readonly ForumPost[]> =>
  expectData(api.GET("/api/forums/{id}/posts", { params: { path: { id: forumId } } }));

export const forumPostsQueryKey = (forumId: number) => ["forums", "posts", forumId] as const;

export const forumPostsQueryOptions = (forumId: number) =>
  queryOptions({ queryKey: forumPostsQueryKey(forumId), queryFn: () => listForumPosts(forumId) });
