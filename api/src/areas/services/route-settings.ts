import type { AreaRouteSettings } from "../../http/route-settings";

export const servicesRouteSettings: AreaRouteSettings = {
  // Each join resets the catalogue cache that every home page reads.
  joinService: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  joinServiceForUser: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  // A task list's states are the reader's own.
  listServiceTasks: { readsMember: true },
};
