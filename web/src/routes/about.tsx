import { createFileRoute } from "@tanstack/react-router";
import { ensureStaticPage } from "../features/static-pages/api/get-static-page";
import { StaticPagePending } from "../features/static-pages/components/static-page-pending";
import { StaticPageScreen } from "../features/static-pages/components/static-page-screen";

export const Route = createFileRoute("/about")({
  loader: ({ context }) => ensureStaticPage(context.queryClient, "about"),
  pendingComponent: StaticPagePending,
  component: AboutPage,
});

function AboutPage() {
  return <StaticPageScreen page="about" />;
}
