import { useEffect, useRef } from "react";
import { useTabsInAddress, type TabsInAddress } from "../../../lib/search-params";
import { useRestoredIdeaDraft } from "../../../lib/pending-actions/restored-idea-draft";
import { serviceTabs, type ServiceTab } from "./service-search";

/**
 * What changing the service's tab takes out of the address: the forum and the task dialogs belong
 * to their tab. Here rather than beside the address's parsing, which every page's first script holds.
 */
const leaveServiceTab = { forum: undefined, contribute: undefined, call: undefined } as const;

/**
 * The selected tab of a service's page, kept in the address (?tab=discussions) so a reload, a shared
 * link or the back button shows the same tab; changing tab closes an open forum or dialog. The ideas tab
 * opens by itself when an idea the visitor wrote there comes back after signing in, so its form
 * reopens in view.
 */
export const useServiceTab = (serviceId: number): TabsInAddress<ServiceTab> => {
  const tabs = useTabsInAddress("tab", serviceTabs, leaveServiceTab);
  const restored = useRestoredIdeaDraft();
  const ideaComesBack = restored !== null && restored.serviceId === serviceId;
  // Only when the idea comes back, not each time the tab's setter is made anew.
  const choose = useRef(tabs.onSelectionChange);
  choose.current = tabs.onSelectionChange;
  useEffect(() => {
    if (ideaComesBack) choose.current("ideas", { replace: true });
  }, [ideaComesBack]);
  return tabs;
};
