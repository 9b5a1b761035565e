import type { AreaRouteSettings } from "../../http/route-settings";
import { codeSends, codeVerifies } from "../accounts/route-settings";

export const ownDataRouteSettings: AreaRouteSettings = {
  // Each export reads every table about the member in one snapshot; a member needs it rarely, and
  // the limit (per address, like every other) leaves room for a few members sharing one.
  exportOwnData: { rateLimit: { max: 10, timeWindow: "1 hour" } },
  // Leaving is confirmed by a code like signing in: the same per-address bounds on sends and guesses.
  sendAccountDeletionCode: { rateLimit: codeSends },
  deleteOwnAccount: { rateLimit: codeVerifies },
};
