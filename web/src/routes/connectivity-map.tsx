import { createFileRoute } from "@tanstack/react-router";
import { GuardChecking } from "../features/auth/components/guard-checking";
import { requireMember } from "../features/auth/lib/require-member";
import { connectionPointsQueryOptions, connectionPointSummaryQueryOptions } from "../features/connection-points/api/connection-points";
import { ConnectionPointsScreen } from "../features/connection-points/components/connection-points-screen";
import { connectionPointFilterOf, connectionPointSearch } from "../features/connection-points/lib/connection-kinds";

export const Route = createFileRoute("/connectivity-map")({
  // Members only (SPEC 2): a visitor is sent to sign in, the path and its query kept to come back to.
  beforeLoad: requireMember,
  // The search and the connection type live in the address (shareable, kept on reload).
  validateSearch: connectionPointSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    // The figures and the list start loading with the page's code; the screen shows its own loading
    // and problem states, so nothing here waits or throws. Once on the screen, its search asks the
    // server itself when the member pauses typing, so a keystroke here prefetches nothing.
    if (cause === "stay") return;
    void context.queryClient.ensureQueryData(connectionPointsQueryOptions(connectionPointFilterOf(deps))).catch(() => undefined);
    void context.queryClient.ensureQueryData(connectionPointSummaryQueryOptions()).catch(() => undefined);
  },
  pendingMs: 0,
  pendingComponent: GuardChecking,
  component: ConnectionPointsScreen,
});
