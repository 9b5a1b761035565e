import { createFileRoute } from "@tanstack/react-router";
import { publicServicesQueryOptions } from "../features/services/api/get-public-services";
import { serviceTasksQueryOptions } from "../features/services/api/get-service-tasks";
import { ServicePending } from "../features/services/components/service-pending";
import { ServiceScreen } from "../features/services/components/service-screen";
import { findServiceBySlug } from "../features/services/lib/find-service";
import { parseServiceSearch } from "../features/services/lib/service-search";
import { requestLanguage } from "../i18n/request-language";
import { communityPanels } from "../layout/community-panels";

export const Route = createFileRoute("/services/$slug")({
  // The open tab and forum are in the address, so a reload or a shared link shows them again.
  validateSearch: parseServiceSearch,
  loader: async ({ context, params }) => {
    const language = requestLanguage();
    // The same cached list as the home page: coming from a card costs no request.
    const services = await context.queryClient.ensureQueryData(publicServicesQueryOptions(language));
    const service = findServiceBySlug(services, params.slug);
    // The tasks start loading with the page's code; the tab shows its own loading and error states.
    if (service !== null) void context.queryClient.prefetchQuery(serviceTasksQueryOptions(service.id, language));
  },
  pendingComponent: ServicePending,
  component: ServicePage,
});

function ServicePage() {
  const { slug } = Route.useParams();
  return <ServiceScreen slug={slug} panels={communityPanels} />;
}
