import { oneOf, positiveId } from "../../../lib/search-params";

/** A service page's tabs; the first is where the page opens. */
export const serviceTabs = ["tasks", "discussions", "ideas", "community"] as const satisfies readonly [string, ...string[]];
export type ServiceTab = (typeof serviceTabs)[number];

/**
 * What a service page's address says: /services/sante?tab=discussions&forum=12, or in the tasks
 * tab the dialog open over a task: /services/sante?contribute=13 (the contribution wizard) or
 * /services/sante?call=12 (asking one of the task's contributors for a call).
 */
export interface ServiceSearch {
  readonly tab?: Exclude<ServiceTab, "tasks">;
  /** The forum open in the discussions tab. */
  readonly forum?: number;
  /** The task whose contribution wizard is open in the tasks tab. */
  readonly contribute?: number;
  /** The task whose call request is open in the tasks tab. */
  readonly call?: number;
}

/**
 * The route's validateSearch: a known tab other than the first, a forum only in the discussions
 * tab, and in the tasks tab one dialog at most (the wizard when both are asked for).
 */
export const parseServiceSearch = (search: Record<string, unknown>): ServiceSearch => {
  const tab = oneOf(serviceTabs.slice(1) as readonly Exclude<ServiceTab, "tasks">[], search.tab);
  const forum = tab === "discussions" ? positiveId(search.forum) : undefined;
  const contribute = tab === undefined ? positiveId(search.contribute) : undefined;
  const call = tab === undefined && contribute === undefined ? positiveId(search.call) : undefined;
  return {
    ...(tab === undefined ? {} : { tab }),
    ...(forum === undefined ? {} : { forum }),
    ...(contribute === undefined ? {} : { contribute }),
    ...(call === undefined ? {} : { call }),
  };
};
