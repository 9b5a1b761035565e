import type { Container } from "inversify";
import type { HandlerMap } from "../http/handler";
import { memberHandlers } from "./accounts/member-handlers";
import { agencyHandlers } from "./agencies/handlers";
import { connectionPointHandlers } from "./connection-points/handlers";
import { placeHandlers } from "./places/handlers";
import { openDataHandlers } from "./open-data/handlers";
import { signInHandlers } from "./accounts/sign-in-handlers";
import { callHandlers } from "./contributions/call-handlers";
import { contributionHandlers } from "./contributions/handlers";
import { exchangeRateHandlers } from "./exchange-rates/handlers";
import { forumHandlers } from "./forums/handlers";
import { ideaHandlers } from "./ideas/handlers";
import { invitationHandlers } from "./invitations/handlers";
import { leaderboardHandlers } from "./leaderboard/handlers";
import { reportHandlers } from "./moderation/report-handlers";
import { reviewHandlers } from "./moderation/review-handlers";
import { eventStreamHandlers } from "./notifications/event-stream-handlers";
import { notificationHandlers } from "./notifications/handlers";
import { ownDataHandlers } from "./own-data/handlers";
import { pointHandlers } from "./points/handlers";
import { safePlaceHandlers } from "./safe-places/handlers";
import { serviceHandlers } from "./services/handlers";
import { translationHandlers } from "./system/translation-handlers";
import { assistantHandlers } from "./assistant/handlers";
import { voiceHandlers } from "./voice/handlers";
import { liveActivityHandlers } from "./live-activity/handlers";
import { liveMeetingHandlers } from "./live-meeting/handlers";

/**
 * Every implemented call, by operationId, from each area's handlers (api/src/areas/<area>/).
 * A call of the contract missing here answers 501 (the areas still to come: places,
 * safe places, connection points, assistant, voice, live meeting, live activity).
 */
export const apiHandlers = (container: Container): HandlerMap => ({
  ...signInHandlers(container),
  ...memberHandlers(container),
  ...serviceHandlers(container),
  ...contributionHandlers(container),
  ...callHandlers(container),
  ...reviewHandlers(container),
  ...reportHandlers(container),
  ...ideaHandlers(container),
  ...forumHandlers(container),
  ...leaderboardHandlers(container),
  ...pointHandlers(container),
  ...invitationHandlers(container),
  ...notificationHandlers(container),
  ...eventStreamHandlers(container),
  ...exchangeRateHandlers(container),
  ...ownDataHandlers(container),
  ...agencyHandlers(container),
  ...safePlaceHandlers(container),
  ...connectionPointHandlers(container),
  ...placeHandlers(container),
  ...openDataHandlers(container),
  ...translationHandlers(container),
  ...assistantHandlers(container),
  ...voiceHandlers(container),
  ...liveActivityHandlers(container),
  ...liveMeetingHandlers(container),
});
