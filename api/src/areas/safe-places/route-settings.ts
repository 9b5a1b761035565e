import type { AreaRouteSettings } from "../../http/route-settings";

export const safePlacesRouteSettings: AreaRouteSettings = {
  // Each report waits for a moderator: a few an hour is plenty for one person, and keeps the
  // review queue from being flooded from one address.
  createSafePlace: { rateLimit: { max: 10, timeWindow: "1 hour" } },
  // Corrections come in bursts while a form is fixed, never by the hundred.
  updateSafePlace: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
};
