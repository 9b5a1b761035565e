import { createFileRoute } from "@tanstack/react-router";
import { inviteMethods } from "../../features/invitations/lib/invite-methods";
import { InviteFriendsScreen } from "../../features/invitations/components/invite-friends-screen";
import { tabSearch } from "../../lib/search-params";

export const Route = createFileRoute("/_auth/invite-friends")({
  validateSearch: tabSearch("method", inviteMethods),
  component: InviteFriendsScreen,
});
