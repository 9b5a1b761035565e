import type { LiveCommentsPage } from "@kominote/core/schemas/live";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/live-meeting/comments`: newest first, a page at a time; names for members only. */
export const listLiveComments = (before: number | undefined): Promise<LiveCommentsPage> =>
  expectData(api.GET("/api/live-meeting/comments", { params: { query: before === undefined ? {} : { before } } }));

/** Who reads decides the answer (names or none), so each has their own list. */
export const liveCommentsQueryKey = (signedIn: boolean) => ["live-meeting-comments", signedIn] as const;

export const liveCommentsQueryOptions = (signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: liveCommentsQueryKey(signedIn),
    queryFn: ({ pageParam }) => listLiveComments(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
