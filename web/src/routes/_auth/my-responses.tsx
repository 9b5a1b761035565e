import { createFileRoute } from "@tanstack/react-router";
import { MyResponsesScreen } from "../../features/my-responses/components/my-responses-screen";

export const Route = createFileRoute("/_auth/my-responses")({
  component: MyResponsesPage,
});

function MyResponsesPage() {
  // The guard put the signed-in member in the context: the list is always their own.
  const { user } = Route.useRouteContext();
  return <MyResponsesScreen userId={user.id} />;
}
