/** Whether the reader collapsed the bar, kept for the visit (a new visit shows it open again). */
const key = "kominote.liveActivity.collapsed";

export const readCollapsed = (storage: Pick<Storage, "getItem"> | undefined = globalThis.sessionStorage): boolean => {
  try {
    return storage?.getItem(key) === "1";
  } catch {
    return false;
  }
};

export const writeCollapsed = (collapsed: boolean, storage: Pick<Storage, "setItem"> | undefined = globalThis.sessionStorage): void => {
  try {
    storage?.setItem(key, collapsed ? "1" : "0");
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
};
