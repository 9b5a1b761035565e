import type { AreaRouteSettings } from "../../http/route-settings";

export const liveActivityRouteSettings: AreaRouteSettings = {
  // Members see first names, visitors none: the answer depends on the session.
  getLiveActivity: { readsMember: true },
};
