import { createFileRoute } from "@tanstack/react-router";
import { locationSummaryQueryOptions } from "../features/places/api/get-location-summary";
import { mapLocationsQueryOptions } from "../features/places/api/list-locations";
import { MapScreen } from "../features/places/components/map-screen";
import { mapSearch } from "../features/places/lib/place-search";

export const Route = createFileRoute("/map")({
  // The open place (?place=12), the list's tab and the add dialog live in the address.
  validateSearch: mapSearch,
  loader: ({ context }) => {
    // The places and their figures start loading with the page's code; the screen shows its own
    // loading and problem states, so nothing here waits or throws.
    void context.queryClient.ensureQueryData(mapLocationsQueryOptions()).catch(() => undefined);
    void context.queryClient.ensureQueryData(locationSummaryQueryOptions()).catch(() => undefined);
  },
  component: MapScreen,
});
