import type { User } from "@kominote/core/schemas/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "../../../api/client";

/** The member the page is signed in as; `null` when nobody is. */
export type CurrentUser = User | null;

/** `GET /api/auth/user`: the signed-in member, or `null` on 401 (signed out is an answer, not a failure). */
export const getCurrentUser = async (): Promise<CurrentUser> => {
  const { data, error, response } = await api.GET("/api/auth/user");
  if (response.status === 401) return null;
  if (!response.ok) throw new ApiError(response.status, response.statusText, error);
  return data ?? null;
};

export const currentUserQueryKey = ["auth", "current-user"] as const;

/** One cache entry for the whole page; never retried, a 401 is final until the member signs in. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    retry: false,
  });

export interface CurrentUserState {
  readonly user: CurrentUser;
  /** True until the first answer: screens then neither show the signed-in nor the signed-out state. */
  readonly isLoading: boolean;
}

export const useCurrentUser = (): CurrentUserState => {
  const { data, isPending } = useQuery(currentUserQueryOptions());
  return { user: data ?? null, isLoading: isPending };
};
