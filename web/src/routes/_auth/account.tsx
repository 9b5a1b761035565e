import { createFileRoute } from "@tanstack/react-router";
import { AccountScreen } from "../../features/account/components/account-screen";
import { accountTabs } from "../../features/account/lib/account-tabs";
import { tabSearch } from "../../lib/search-params";

export const Route = createFileRoute("/_auth/account")({
  validateSearch: tabSearch("tab", accountTabs),
  component: AccountScreen,
});
