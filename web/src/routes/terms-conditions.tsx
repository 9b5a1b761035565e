import { createFileRoute } from "@tanstack/react-router";
import { ensureStaticPage } from "../features/static-pages/api/get-static-page";
import { StaticPagePending } from "../features/static-pages/components/static-page-pending";
import { StaticPageScreen } from "../features/static-pages/components/static-page-screen";

export const Route = createFileRoute("/terms-conditions")({
  loader: ({ context }) => ensureStaticPage(context.queryClient, "terms-conditions"),
  pendingComponent: StaticPagePending,
  component: TermsConditionsPage,
});

function TermsConditionsPage() {
  return <StaticPageScreen page="terms-conditions" />;
}
