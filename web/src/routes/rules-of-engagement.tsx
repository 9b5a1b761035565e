import { createFileRoute } from "@tanstack/react-router";
import { ensureStaticPage } from "../features/static-pages/api/get-static-page";
import { StaticPagePending } from "../features/static-pages/components/static-page-pending";
import { StaticPageScreen } from "../features/static-pages/components/static-page-screen";

export const Route = createFileRoute("/rules-of-engagement")({
  loader: ({ context }) => ensureStaticPage(context.queryClient, "rules-of-engagement"),
  pendingComponent: StaticPagePending,
  component: RulesOfEngagementPage,
});

function RulesOfEngagementPage() {
  return <StaticPageScreen page="rules-of-engagement" />;
}
