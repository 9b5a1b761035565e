import type { ForumResponse } from "@kominote/core/schemas/forums";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/users/{id}/responses`: the forum posts the signed-in member wrote, newest first. */
export const getUserResponses = (userId: number): Promise<readonly ForumResponse[]> =>
  expectData(api.GET("/api/users/{id}/responses", { params: { path: { id: userId } } }));

/** Every member's responses read on this page (one member signs in at a time). */
export const allUserResponsesQueryKey = ["user-responses"] as const;

export const userResponsesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...allUserResponsesQueryKey, userId] as const, queryFn: () => getUserResponses(userId) });
