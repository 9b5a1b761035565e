import type { PageVisibility } from "./live-updates";

/** The Page Visibility API of a document; a document without it counts as always visible. */
export const documentVisibility = (target: Document = document): PageVisibility => ({
  isVisible: () => target.visibilityState !== "hidden",
  subscribe: (listener) => {
    target.addEventListener("visibilitychange", listener);
    return () => target.removeEventListener("visibilitychange", listener);
  },
});
