import type { AreaRouteSettings } from "../../http/route-settings";

export const notificationsRouteSettings: AreaRouteSettings = {
  // Each announcement writes one row per member and wakes every open stream.
  sendAnnouncement: { rateLimit: { max: 10, timeWindow: "1 hour" } },
  // A member's stream carries their own events, a visitor's the public ones (the global per-address limit counts each opening).
  streamEvents: { readsMember: true },
};
