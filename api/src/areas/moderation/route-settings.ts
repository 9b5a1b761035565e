import type { AreaRouteSettings } from "../../http/route-settings";

export const moderationRouteSettings: AreaRouteSettings = {
  // Each report lands in the moderators' list; the member is limited too (20 an hour), this bounds an address.
  reportContent: { rateLimit: { max: 60, timeWindow: "1 hour" } },
};
