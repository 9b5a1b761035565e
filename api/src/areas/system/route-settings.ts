import type { AreaRouteSettings } from "../../http/route-settings";

export const systemRouteSettings: AreaRouteSettings = {
  // Each translation may reach an outside translation service.
  translateText: { bodyLimit: 64 * 1024, rateLimit: { max: 30, timeWindow: "1 minute" } },
};
