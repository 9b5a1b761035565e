import type { AreaRouteSettings } from "../../http/route-settings";

export const connectionPointsRouteSettings: AreaRouteSettings = {
  // Each report waits for a moderator: a few an hour is plenty for one person, and keeps the
  // review queue from being flooded from one address.
  createConnectionPoint: { rateLimit: { max: 10, timeWindow: "1 hour" } },
  // A status after each test, a correction now and then: a few dozen in ten minutes at most.
  updateConnectionPoint: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
};
