import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from "react-aria-components";
import { classNames } from "./class-names";
import * as styles from "./tabs.css";

type Styled<P> = Omit<P, "className"> & { readonly className?: string };

/** Tabs: arrow keys move between tabs, each tab shows its panel (WAI-ARIA tabs pattern). */
export function Tabs({ className, ...props }: Styled<AriaTabsProps>) {
  return <AriaTabs {...props} className={classNames(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: Styled<AriaTabListProps<T>>) {
  return <AriaTabList {...props} className={classNames(styles.tabList, className)} />;
}

export function Tab({ className, ...props }: Styled<AriaTabProps>) {
  return <AriaTab {...props} className={classNames(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: Styled<AriaTabPanelProps>) {
  return <AriaTabPanel {...props} className={classNames(styles.tabPanel, className)} />;
}
