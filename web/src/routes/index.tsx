import { createFileRoute } from "@tanstack/react-router";
import { publicServicesQueryOptions } from "../features/services/api/get-public-services";
import { HomeError, HomePage, HomePending } from "../features/home/components/home-screens";
import { requestLanguage } from "../i18n/request-language";

export const Route = createFileRoute("/")({
  // Same query options as the component: the services are fetched while the route's code loads.
  loader: ({ context }) => context.queryClient.ensureQueryData(publicServicesQueryOptions(requestLanguage())),
  // The welcome and the invitation need no data: they show at once, beside the cards' skeleton.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: HomePending,
  errorComponent: HomeError,
  component: HomePage,
});
