import { accountApi } from "../../features/account/testing";
import { assistantApi } from "../../features/assistant/testing";
import { agenciesApi } from "../../features/agencies/testing";
import { authApi } from "../../features/auth/testing";
import { connectionPointsApi } from "../../features/connection-points/testing";
import { contributionsApi } from "../../features/contributions/testing";
import { exchangeRatesApi } from "../../features/exchange-rates/testing";
import { forumsApi } from "../../features/forums/testing";
import { ideasApi } from "../../features/ideas/testing";
import { invitationsApi } from "../../features/invitations/testing";
import { liveActivityApi } from "../../features/live-activity/testing";
import { liveMeetingApi } from "../../features/live-meeting/testing";
import { leaderboardApi } from "../../features/leaderboard/testing";
import { moderationApi } from "../../features/moderation/testing";
import { myContributionsApi } from "../../features/my-contributions/testing";
import { myResponsesApi } from "../../features/my-responses/testing";
import { notificationsApi } from "../../features/notifications/testing";
import { placesApi } from "../../features/places/testing";
import { pointsApi } from "../../features/points/testing";
import { registrationApi } from "../../features/registration/testing";
import { safePlacesApi } from "../../features/safe-places/testing";
import { servicesApi } from "../../features/services/testing";
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
  liveMeeting: liveMeetingApi,
};

/** Every call's default answer: for a test or a story of the whole app, where any screen may ask anything. */
export const everySuccessHandler = () => successHandlers(...Object.values(mockAreas));

/** The public services' calls by name, for the stories of screens outside the services feature (the home page). */
export { servicesApi };
