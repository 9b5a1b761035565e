import { authApi } from "../../features/auth/testing/api-handlers";
import { leaderboardApi } from "../../features/leaderboard/testing/api-handlers";
import { servicesApi } from "../../features/services/testing/api-handlers";
import type { MockArea } from "./mock-operation";

/** Every area's mocked calls, by area: what the contract test checks and Storybook serves. */
export const mockAreas: Readonly<Record<string, MockArea>> = {
  auth: authApi,
  services: servicesApi,
  leaderboard: leaderboardApi,
};
