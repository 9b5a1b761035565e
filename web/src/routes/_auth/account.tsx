import { createFileRoute } from "@tanstack/react-router";
import { AccountScreen, accountTabs } from "../../features/account/components/account-screen";
import { tabSearch } from "../../lib/search-params";

export const Route = createFileRoute("/_auth/account")({
  validateSearch: tabSearch("tab", accountTabs),
  component: AccountScreen,
});
