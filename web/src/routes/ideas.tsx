import { createFileRoute } from "@tanstack/react-router";
import { publicServicesQueryOptions } from "../features/services/api/get-public-services";
import { allIdeasNewestFirst, ideasQueryOptions } from "../features/ideas/api/list-ideas";
import { IdeasScreen } from "../features/ideas/components/ideas-screen";
import { ServicePending } from "../features/services/components/service-pending";
import { requestLanguage } from "../i18n/request-language";

export const Route = createFileRoute("/ideas")({
  loader: async ({ context }) => {
    const language = requestLanguage();
    // The ideas load with the page's code; the list shows its own loading and error states.
    void context.queryClient.prefetchInfiniteQuery(ideasQueryOptions(allIdeasNewestFirst, language));
    // The form's service choices: the same cached list as the home page.
    await context.queryClient.ensureQueryData(publicServicesQueryOptions(language));
  },
  pendingComponent: ServicePending,
  component: IdeasScreen,
});
