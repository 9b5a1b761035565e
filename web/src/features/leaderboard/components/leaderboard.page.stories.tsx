import type { Meta } from "@storybook/react-vite";
import { screenStates } from "../../../testing/screen-stories";
import { leaderboardApi } from "../testing/api-handlers";

/** The whole screen at /leaderboard with the real router and fetch layer; the API is the contract's mocks. */
const states = screenStates("/leaderboard", leaderboardApi.getLeaderboard, leaderboardApi.getLeaderboard.answers.visitor);

export default { title: "Screens/Leaderboard" } satisfies Meta;

export const Loaded = states.Loaded;
export const Empty = states.Empty;
export const Error = states.Error;
export const Offline = states.Offline;
export const Loading = states.Loading;
export const Visitor = states.Visitor;
export const Moderator = states.Moderator;
