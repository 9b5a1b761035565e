import type { AreaRouteSettings } from "../../http/route-settings";

export const agenciesRouteSettings: AreaRouteSettings = {
  // Each submission waits for a moderator: a few an hour is plenty for one person, and keeps the
  // review queue from being flooded by one account; counted per member, since a town hall or a
  // cybercafé sends many members' submissions from one address.
  createGovernmentAgency: { rateLimit: { max: 10, timeWindow: "1 hour", per: "member" } },
};
