import { createFileRoute } from "@tanstack/react-router";
import { GuardChecking } from "../features/auth/components/guard-checking";
import { requireMember } from "../features/auth/lib/require-member";
import { safePlacesQueryOptions } from "../features/safe-places/api/safe-places";
import { SafePlacesScreen } from "../features/safe-places/components/safe-places-screen";
import { safePlaceFilterOf, safePlaceSearch } from "../features/safe-places/lib/safe-place-kinds";

export const Route = createFileRoute("/tools/safe-locations")({
  // Members only (SPEC 2): a visitor is sent to sign in, the path and its query kept to come back to.
  beforeLoad: requireMember,
  // The search and the category live in the address (shareable, kept on reload).
  validateSearch: safePlaceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    // The list starts loading with the page's code; the screen shows its own loading and problem
    // states, so nothing here waits or throws. Once on the screen, its search asks the server
    // itself when the member pauses typing, so a keystroke here prefetches nothing.
    if (cause !== "stay") void context.queryClient.ensureQueryData(safePlacesQueryOptions(safePlaceFilterOf(deps))).catch(() => undefined);
  },
  pendingMs: 0,
  pendingComponent: GuardChecking,
  component: SafePlacesScreen,
});
