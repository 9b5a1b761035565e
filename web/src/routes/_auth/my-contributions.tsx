import { createFileRoute } from "@tanstack/react-router";
import { MyContributionsScreen } from "../../features/my-contributions/components/my-contributions-screen";

export const Route = createFileRoute("/_auth/my-contributions")({
  component: MyContributionsPage,
});

function MyContributionsPage() {
  // The guard put the signed-in member in the context: the list is always their own.
  const { user } = Route.useRouteContext();
  return <MyContributionsScreen userId={user.id} />;
}
