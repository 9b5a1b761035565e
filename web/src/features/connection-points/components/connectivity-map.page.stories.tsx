import type { Meta } from "@storybook/react-vite";
import { screenStates } from "../../../testing/screen-stories";
import { connectionPointsApi } from "../testing/api-handlers";

/** The whole screen at /connectivity-map with the real router and fetch layer; the API is the contract's mocks. */
const states = screenStates("/connectivity-map", connectionPointsApi.listConnectionPoints);

export default { title: "Screens/Connection map" } satisfies Meta;

export const Loaded = states.Loaded;
export const Empty = states.Empty;
export const Error = states.Error;
export const Offline = states.Offline;
export const Loading = states.Loading;
export const Visitor = states.Visitor;
export const Moderator = states.Moderator;
