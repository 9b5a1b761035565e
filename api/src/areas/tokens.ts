import { tokens } from "../tokens";
import { accountsTokens } from "./accounts/tokens";
import { agenciesTokens } from "./agencies/tokens";
import { connectionPointsTokens } from "./connection-points/tokens";
import { placesTokens } from "./places/tokens";
import { openDataTokens } from "./open-data/tokens";
import { contributionsTokens } from "./contributions/tokens";
import { exchangeRatesTokens } from "./exchange-rates/tokens";
import { forumsTokens } from "./forums/tokens";
import { ideasTokens } from "./ideas/tokens";
import { invitationsTokens } from "./invitations/tokens";
import { leaderboardTokens } from "./leaderboard/tokens";
import { moderationTokens } from "./moderation/tokens";
import { notificationsTokens } from "./notifications/tokens";
import { ownDataTokens } from "./own-data/tokens";
import { pointsTokens } from "./points/tokens";
import { safePlacesTokens } from "./safe-places/tokens";
import { servicesTokens } from "./services/tokens";
import { systemTokens } from "./system/tokens";
import { instancesTokens } from "./instances/tokens";
import { assistantTokens } from "./assistant/tokens";
import { voiceTokens } from "./voice/tokens";
import { liveActivityTokens } from "./live-activity/tokens";
import { liveMeetingTokens } from "./live-meeting/tokens";

/** Every key the composition root must fill: the shared ones, then each area's. A new area adds its keys here. */
export const everyToken: Readonly<Record<string, symbol>> = {
  ...tokens,
  ...systemTokens,
  ...accountsTokens,
  ...servicesTokens,
  ...contributionsTokens,
  ...notificationsTokens,
  ...pointsTokens,
  ...moderationTokens,
  ...leaderboardTokens,
  ...ideasTokens,
  ...invitationsTokens,
  ...forumsTokens,
  ...exchangeRatesTokens,
  ...ownDataTokens,
  ...agenciesTokens,
  ...safePlacesTokens,
  ...connectionPointsTokens,
  ...placesTokens,
  ...openDataTokens,
  ...instancesTokens,
  ...assistantTokens,
  ...voiceTokens,
  ...liveActivityTokens,
  ...liveMeetingTokens,
};
