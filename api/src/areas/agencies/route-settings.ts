import type { AreaRouteSettings } from "../../http/route-settings";

export const agenciesRouteSettings: AreaRouteSettings = {
  // Each submission waits for a moderator: a few an hour is plenty for one person, and keeps the
  // review queue from being flooded from one address.
  createGovernmentAgency: { rateLimit: { max: 10, timeWindow: "1 hour" } },
};
