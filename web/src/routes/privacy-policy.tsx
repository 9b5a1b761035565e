import { createFileRoute } from "@tanstack/react-router";
import { ensureStaticPage } from "../features/static-pages/api/get-static-page";
import { StaticPagePending } from "../features/static-pages/components/static-page-pending";
import { StaticPageScreen } from "../features/static-pages/components/static-page-screen";

export const Route = createFileRoute("/privacy-policy")({
  loader: ({ context }) => ensureStaticPage(context.queryClient, "privacy-policy"),
  pendingComponent: StaticPagePending,
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <StaticPageScreen page="privacy-policy" />;
}
