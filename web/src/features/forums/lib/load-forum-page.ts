import type { QueryClient } from "@tanstack/react-query";
import { currentUserQueryOptions } from "../../auth/queries";
import { forumQueryOptions } from "../api/get-forum";

/**
 * A forum's first answer, for a member (a visitor is asked to sign in, so nothing is fetched):
 * fetched with the screen's code, and on the server written into the page.
 */
export const loadForumPage = async (queryClient: QueryClient, forumId: number): Promise<void> => {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (user !== null) await queryClient.prefetchQuery(forumQueryOptions(forumId));
};
