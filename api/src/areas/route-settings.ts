import type { AreaRouteSettings } from "../http/route-settings";
import { accountsRouteSettings } from "./accounts/route-settings";
import { agenciesRouteSettings } from "./agencies/route-settings";
import { connectionPointsRouteSettings } from "./connection-points/route-settings";
import { placesRouteSettings } from "./places/route-settings";
import { contributionsRouteSettings } from "./contributions/route-settings";
import { forumsRouteSettings } from "./forums/route-settings";
import { ideasRouteSettings } from "./ideas/route-settings";
import { invitationsRouteSettings } from "./invitations/route-settings";
import { leaderboardRouteSettings } from "./leaderboard/route-settings";
import { moderationRouteSettings } from "./moderation/route-settings";
import { notificationsRouteSettings } from "./notifications/route-settings";
import { ownDataRouteSettings } from "./own-data/route-settings";
import { safePlacesRouteSettings } from "./safe-places/route-settings";
import { servicesRouteSettings } from "./services/route-settings";
import { systemRouteSettings } from "./system/route-settings";
import { assistantRouteSettings } from "./assistant/route-settings";
import { voiceRouteSettings } from "./voice/route-settings";
import { liveActivityRouteSettings } from "./live-activity/route-settings";
import { liveMeetingRouteSettings } from "./live-meeting/route-settings";

/** Every area's route settings (body limits, rate limits, session reads), by operationId. */
export const routeSettings: AreaRouteSettings = {
  ...systemRouteSettings,
  ...accountsRouteSettings,
  ...servicesRouteSettings,
  ...contributionsRouteSettings,
  ...notificationsRouteSettings,
  ...moderationRouteSettings,
  ...leaderboardRouteSettings,
  ...ideasRouteSettings,
  ...invitationsRouteSettings,
  ...forumsRouteSettings,
  ...ownDataRouteSettings,
  ...agenciesRouteSettings,
  ...safePlacesRouteSettings,
  ...connectionPointsRouteSettings,
  ...placesRouteSettings,
  ...assistantRouteSettings,
  ...voiceRouteSettings,
  ...liveActivityRouteSettings,
  ...liveMeetingRouteSettings,
};
