import { accountApi } from "../../features/account/testing/api-handlers";
import { assistantApi } from "../../features/assistant/testing/api-handlers";
import { agenciesApi } from "../../features/agencies/testing/api-handlers";
import { authApi } from "../../features/auth/testing/api-handlers";
import { connectionPointsApi } from "../../features/connection-points/testing/api-handlers";
import { contributionsApi } from "../../features/contributions/testing/api-handlers";
import { exchangeRatesApi } from "../../features/exchange-rates/testing/api-handlers";
import { forumsApi } from "../../features/forums/testing/api-handlers";
import { ideasApi } from "../../features/ideas/testing/api-handlers";
import { invitationsApi } from "../../features/invitations/testing/api-handlers";
import { liveActivityApi } from "../../features/live-activity/testing/api-handlers";
import { leaderboardApi } from "../../features/leaderboard/testing/api-handlers";
import { moderationApi } from "../../features/moderation/testing/api-handlers";
import { myContributionsApi } from "../../features/my-contributions/testing/api-handlers";
import { myResponsesApi } from "../../features/my-responses/testing/api-handlers";
import { notificationsApi } from "../../features/notifications/testing/api-handlers";
import { placesApi } from "../../features/places/testing/api-handlers";
import { pointsApi } from "../../features/points/testing/api-handlers";
import { registrationApi } from "../../features/registration/testing/api-handlers";
import { safePlacesApi } from "../../features/safe-places/testing/api-handlers";
import { servicesApi } from "../../features/services/testing/api-handlers";
import { translationApi } from "../../i18n/testing/api-handlers";
import { successHandlers, type MockArea } from "./mock-operation";

/** Every area's mocked calls, by area: what the contract test checks and Storybook serves. */
export const mockAreas: Readonly<Record<string, MockArea>> = {
  auth: authApi,
  services: servicesApi,
  leaderboard: leaderboardApi,
  ideas: ideasApi,
  points: pointsApi,
  notifications: notificationsApi,
  exchangeRates: exchangeRatesApi,
  myContributions: myContributionsApi,
  contributions: contributionsApi,
  forums: forumsApi,
  myResponses: myResponsesApi,
  moderation: moderationApi,
  invitations: invitationsApi,
  account: accountApi,
  agencies: agenciesApi,
  places: placesApi,
  safePlaces: safePlacesApi,
  connectionPoints: connectionPointsApi,
  registration: registrationApi,
  translation: translationApi,
  assistant: assistantApi,
  liveActivity: liveActivityApi,
};

/** Every call's default answer: for a test or a story of the whole app, where any screen may ask anything. */
export const everySuccessHandler = () => successHandlers(...Object.values(mockAreas));

/** The public services' calls by name, for the stories of screens outside the services feature (the home page). */
export { servicesApi };
