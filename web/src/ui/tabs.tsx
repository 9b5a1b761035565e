import { createContext, useCallback, useContext, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { classNames } from "./class-names";
import * as styles from "./tabs.css";

/**
 * Which tab is open: kept by the caller (`selectedKey` + `onSelectionChange`) or by the tabs
 * themselves from `defaultSelectedKey`. One of the two is required, so a set of tabs always has
 * an open tab and the keyboard always has a tab to land on.
 */
export type TabsSelection =
  | { readonly selectedKey: string; readonly onSelectionChange: (key: string) => void; readonly defaultSelectedKey?: never }
  | { readonly defaultSelectedKey: string; readonly onSelectionChange?: (key: string) => void; readonly selectedKey?: never };

export type TabsProps = TabsSelection & {
  readonly children: ReactNode;
  readonly disabledKeys?: Iterable<string>;
  /** "manual": arrow keys only move the focus, Enter or Space opens the tab. */
  readonly keyboardActivation?: "automatic" | "manual";
  readonly className?: string;
};

interface TabsState {
  readonly baseId: string;
  readonly selectedKey: string;
  readonly select: (key: string) => void;
  readonly isDisabled: (key: string) => boolean;
  readonly keyboardActivation: "automatic" | "manual";
}

const TabsContext = createContext<TabsState | null>(null);

const useTabs = (part: string): TabsState => {
  const state = useContext(TabsContext);
  if (state === null) throw new Error(`${part} must sit inside Tabs`);
  return state;
};

// Built from useId() and the key alone, so the page drawn on the server and the live one agree.
const tabId = (baseId: string, key: string) => `${baseId}tab-${key}`;
const panelId = (baseId: string, key: string) => `${baseId}panel-${key}`;

/**
 * Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs, each tab shows its panel.
 * Every element is drawn in one pass from the props, the same on the server and in the browser, so a
 * page that comes alive keeps the very tab elements it was drawn with.
 */
export function Tabs({ children, disabledKeys, keyboardActivation = "automatic", className, ...selection }: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(selection.defaultSelectedKey);
  const selectedKey = selection.selectedKey ?? ownKey ?? "";
  const { onSelectionChange } = selection;
  const controlled = selection.selectedKey !== undefined;
  const disabled = new Set(disabledKeys);
  const select = useCallback(
    (key: string) => {
      if (key === selectedKey) return;
      if (!controlled) setOwnKey(key);
      onSelectionChange?.(key);
    },
    [controlled, onSelectionChange, selectedKey],
  );
  const state: TabsState = { baseId, selectedKey, select, isDisabled: (key) => disabled.has(key), keyboardActivation };
  return (
    <TabsContext.Provider value={state}>
      <div className={classNames(styles.tabs, className)}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Where each key moves the focus among the tabs, skipping disabled ones; the arrows wrap around. */
const nextTab = (key: string, tabs: readonly HTMLElement[], current: number): HTMLElement | undefined => {
  const enabled = (tab: HTMLElement | undefined) => tab !== undefined && tab.getAttribute("aria-disabled") !== "true";
  if (key === "Home") return tabs.find(enabled);
  if (key === "End") return tabs.findLast(enabled);
  const step = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
  if (step === 0) return undefined;
  for (let moved = 1; moved <= tabs.length; moved += 1) {
    const tab = tabs[(current + step * moved + tabs.length * 2) % tabs.length];
    if (enabled(tab)) return tab;
  }
  return undefined;
};

export interface TabListProps {
  readonly "aria-label": string;
  readonly children: ReactNode;
  readonly className?: string;
}

export function TabList({ "aria-label": label, children, className }: TabListProps) {
  const { select, keyboardActivation } = useTabs("TabList");
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The tabs are read from the page, so a TabList drawn by another component (the leaderboard's
    // categories) needs no list of keys handed to it.
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const next = nextTab(event.key, tabs, tabs.findIndex((tab) => tab === event.target));
    if (next === undefined) return;
    event.preventDefault();
    next.focus();
    const key = next.dataset.key;
    if (keyboardActivation === "automatic" && key !== undefined) select(key);
  };
  return (
    <div role="tablist" aria-label={label} className={classNames(styles.tabList, className)} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export interface TabProps {
  readonly id: string;
  readonly children: ReactNode;
  readonly className?: string;
}

export function Tab({ id, children, className }: TabProps) {
  const { baseId, selectedKey, select, isDisabled } = useTabs("Tab");
  const selected = id === selectedKey;
  const disabled = isDisabled(id);
  const choose = () => {
    if (!disabled) select(id);
  };
  return (
    <div
      role="tab"
      id={tabId(baseId, id)}
      data-key={id}
      aria-selected={selected}
      // Only the open tab's panel is on the page, so only its tab points to one.
      aria-controls={selected ? panelId(baseId, id) : undefined}
      aria-disabled={disabled || undefined}
      tabIndex={selected ? 0 : -1}
      className={classNames(styles.tab, className)}
      onClick={choose}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        choose();
      }}
    >
      {children}
    </div>
  );
}

export interface TabPanelProps {
  readonly id: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/** The open tab's content; the other panels are not drawn at all. */
export function TabPanel({ id, children, className }: TabPanelProps) {
  const { baseId, selectedKey } = useTabs("TabPanel");
  if (id !== selectedKey) return null;
  return (
    <div role="tabpanel" id={panelId(baseId, id)} aria-labelledby={tabId(baseId, id)} tabIndex={0} className={classNames(styles.tabPanel, className)}>
      {children}
    </div>
  );
}
