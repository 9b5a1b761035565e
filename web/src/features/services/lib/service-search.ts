import { oneOf, positiveId } from "../../../lib/search-params";

/** A service page's tabs; the first is where the page opens. */
export const serviceTabs = ["tasks", "discussions", "ideas", "community"] as const satisfies readonly [string, ...string[]];
export type ServiceTab = (typeof serviceTabs)[number];

/** What a service page's address says: /services/sante?tab=discussions&forum=12. */
export interface ServiceSearch {
  readonly tab?: Exclude<ServiceTab, "tasks">;
  /** The forum open in the discussions tab. */
  readonly forum?: number;
}

/** The route's validateSearch: a known tab other than the first, and a forum only in the discussions tab. */
export const parseServiceSearch = (search: Record<string, unknown>): ServiceSearch => {
  const tab = oneOf(serviceTabs.slice(1) as readonly Exclude<ServiceTab, "tasks">[], search.tab);
  const forum = tab === "discussions" ? positiveId(search.forum) : undefined;
  return { ...(tab === undefined ? {} : { tab }), ...(forum === undefined ? {} : { forum }) };
};
