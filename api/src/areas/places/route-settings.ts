import { mebibyte, type AreaRouteSettings } from "../../http/route-settings";

export const placesRouteSettings: AreaRouteSettings = {
  // A member sees their own places under review in these: they read the session when there is one.
  listLocations: { readsMember: true },
  getLocation: { readsMember: true },
  // Each submission waits for a moderator and may carry a 5 MB photo that is re-encoded: a few
  // dozen an hour covers a member mapping a neighbourhood, and bounds the review queue and the
  // picture work one address can cause.
  createLocation: { bodyLimit: 6 * mebibyte, rateLimit: { max: 30, timeWindow: "1 hour" } },
  // An edit may send a published place back to review and forgets the map's cached pages.
  updateLocation: { rateLimit: { max: 60, timeWindow: "1 hour" } },
};
