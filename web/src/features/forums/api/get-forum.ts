import type { Forum } from "@kominote/core/schemas/forums";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/forums/{id}`: one visible forum (members only); 404 when hidden or unknown. */
export const getForum = (forumId: number): Promise<Forum> => expectData(api.GET("/api/forums/{id}", { params: { path: { id: forumId } } }));

export const forumQueryKey = (forumId: number) => ["forums", "forum", forumId] as const;

export const forumQueryOptions = (forumId: number) => queryOptions({ queryKey: forumQueryKey(forumId), queryFn: () => getForum(forumId) });
