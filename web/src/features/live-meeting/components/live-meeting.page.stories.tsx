import type { Meta } from "@storybook/react-vite";
import { screenAt, screenStates } from "../../../testing/screen-stories";
import { liveMeetingApi } from "../testing/api-handlers";

/** The whole screen at /live-meeting with the real router and fetch layer; the API is the contract's mocks. */
const states = screenStates("/live-meeting", liveMeetingApi.getLiveMeetingStatus, liveMeetingApi.listLiveComments.answers.visitor);

export default { title: "Screens/Live meeting" } satisfies Meta;

export const Loaded = states.Loaded;
export const Off = screenAt("/live-meeting", liveMeetingApi.getLiveMeetingStatus.answers.off);
export const NoComments = screenAt("/live-meeting", liveMeetingApi.listLiveComments.answers.empty);
export const Error = states.Error;
export const Offline = states.Offline;
export const Loading = states.Loading;
export const Visitor = states.Visitor;
export const Moderator = states.Moderator;
