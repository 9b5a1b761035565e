import { createFileRoute } from "@tanstack/react-router";
import { agenciesQueryOptions } from "../features/agencies/api/list-agencies";
import { AgenciesScreen } from "../features/agencies/components/agencies-screen";
import { agencyPageSearch } from "../features/agencies/lib/agency-filter";

export const Route = createFileRoute("/government-agencies")({
  // The search, the type, the department and the open dialog live in the address (shareable, kept on reload).
  validateSearch: agencyPageSearch,
  loader: ({ context }) => {
    // The directory starts loading with the page's code, not after it renders; the screen shows
    // its own loading and problem states, so nothing here waits or throws.
    void context.queryClient.ensureQueryData(agenciesQueryOptions()).catch(() => undefined);
  },
  component: AgenciesScreen,
});
