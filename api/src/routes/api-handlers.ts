import type { Container } from "inversify";
import { authHandlers } from "./auth";
import { contributionHandlers } from "./contributions";
import { ideaHandlers } from "./ideas";
import type { HandlerMap } from "./handler";
import { serviceHandlers } from "./services";
import { translationHandlers } from "./translation";
import { userHandlers } from "./users";
import { eventHandlers } from "./events";
import { notificationHandlers } from "./notifications";
import { pointHandlers } from "./points";
import { moderationHandlers } from "./moderation";
import { callHandlers } from "./calls";
import { invitationHandlers } from "./invitations";
import { leaderboardHandlers } from "./leaderboard";
import { forumHandlers } from "./forums";
import { contentModerationHandlers } from "./content-moderation";
import { exchangeRateHandlers } from "./exchange-rates";
import { ownDataHandlers } from "./own-data";

/** Every implemented call, by operationId; one file per area. */
export const apiHandlers = (container: Container): HandlerMap => ({
  ...authHandlers(container),
  ...serviceHandlers(container),
  ...translationHandlers(container),
  ...userHandlers(container),
  ...notificationHandlers(container),
  ...pointHandlers(container),
  ...eventHandlers(container),
  ...contributionHandlers(container),
  ...moderationHandlers(container),
  ...callHandlers(container),
  ...leaderboardHandlers(container),
  ...ideaHandlers(container),
  ...invitationHandlers(container),
  ...forumHandlers(container),
  ...contentModerationHandlers(container),
  ...exchangeRateHandlers(container),
  ...ownDataHandlers(container),
});
