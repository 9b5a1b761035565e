import type { Language } from "@kominote/core/i18n/languages";
import type { ReviewItem, ReviewKind } from "@kominote/core/schemas/moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/** `GET /api/moderation/queue`: submissions awaiting review, oldest first, of one kind or all. */
export const listReviewQueue = (language: Language, kind?: ReviewKind): Promise<readonly ReviewItem[]> =>
  expectData(
    api.GET("/api/moderation/queue", {
      params: { query: kind === undefined ? {} : { kind } },
      headers: languageHeaders(language),
    }),
  );

/** Every queue entry at once, for refetching after a decision. */
export const reviewQueueRootKey = ["moderation", "queue"] as const;

export const reviewQueueQueryOptions = (language: Language, kind?: ReviewKind) =>
  queryOptions({
    queryKey: [...reviewQueueRootKey, language, kind ?? "all"] as const,
    queryFn: () => listReviewQueue(language, kind),
  });

export const useReviewQueue = (language: Language, kind?: ReviewKind) => useQuery(reviewQueueQueryOptions(language, kind));
