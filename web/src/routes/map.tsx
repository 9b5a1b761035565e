import { createFileRoute } from "@tanstack/react-router";
import { MapScreen } from "../features/places/components/map-screen";
import { mapSearch } from "../features/places/lib/place-address";

export const Route = createFileRoute("/map")({
  // The open place (?place=12), the list's tab and the add dialog live in the address. No loader:
  // the places' fetchers would join the first page's JavaScript; the screen asks as it renders.
  validateSearch: mapSearch,
  component: MapScreen,
});
