import { createFileRoute } from "@tanstack/react-router";
import { InviteFriendsScreen } from "../../features/invitations/components/invite-friends-screen";

export const Route = createFileRoute("/_auth/invite-friends")({
  component: InviteFriendsScreen,
});
