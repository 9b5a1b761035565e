import { createFileRoute } from "@tanstack/react-router";
import { LokateScreen } from "../features/places/components/lokate-screen";
import { finderSearch } from "../features/places/lib/place-address";

export const Route = createFileRoute("/lokate")({
  // The tab, the search, its order and region and the chosen place live in the address (shareable, kept on reload).
  validateSearch: finderSearch,
  component: LokateScreen,
});
