import { createFileRoute } from "@tanstack/react-router";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { leaderboardQueryOptions } from "../features/leaderboard/api/get-leaderboard";
import { categoryOrder } from "../features/leaderboard/lib/categories";
import { tabSearch } from "../lib/search-params";
import { LeaderboardScreen } from "../features/leaderboard/components/leaderboard-screen";

export const Route = createFileRoute("/leaderboard")({
  validateSearch: tabSearch("category", categoryOrder),
  loader: ({ context }) => {
    // The board starts loading with the page's code, once it is known who asks (names or none);
    // the screen shows its own loading and error states, so nothing here waits or throws.
    void context.queryClient
      .ensureQueryData(currentUserQueryOptions())
      .then((user) => context.queryClient.prefetchQuery(leaderboardQueryOptions(user !== null)))
      .catch(() => undefined);
  },
  component: LeaderboardScreen,
});
