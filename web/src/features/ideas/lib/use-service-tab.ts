import { useEffect, useState } from "react";
import type { Key } from "react-aria-components";
import { useRestoredIdeaDraft } from "../../pending-actions/lib/restored-idea-draft";

export interface ServiceTabs {
  readonly selectedKey: Key;
  readonly onSelectionChange: (key: Key) => void;
}

/**
 * The selected tab of a service's page: the tasks first, but the ideas tab when an idea the visitor
 * wrote there comes back after signing in, so its form reopens in view.
 */
export const useServiceTab = (serviceId: number): ServiceTabs => {
  const [selectedKey, setSelectedKey] = useState<Key>("tasks");
  const restored = useRestoredIdeaDraft();
  const ideaComesBack = restored !== null && restored.serviceId === serviceId;
  useEffect(() => {
    if (ideaComesBack) setSelectedKey("ideas");
  }, [ideaComesBack]);
  return { selectedKey, onSelectionChange: setSelectedKey };
};
