import type { AreaRouteSettings } from "../../http/route-settings";
import { codeVerifies } from "../accounts/route-settings";

export const invitationsRouteSettings: AreaRouteSettings = {
  // Each e-mail or phone invitation reaches a stranger; the member is limited too (20 a day), this bounds an address.
  sendInvitation: { rateLimit: { max: 60, timeWindow: "1 hour" } },
  // Each call is a guess at an unsubscribe token.
  unsubscribeFromInvitations: { rateLimit: codeVerifies },
};
