import type { LiveBroadcasts } from "@kominote/core/ports/live-broadcasts";
import type { PresenceStore } from "@kominote/core/ports/presence-store";
import { makeGetLiveMeetingStatus } from "@kominote/core/use-cases/get-live-meeting-status";
import { makeReportLivePresence } from "@kominote/core/use-cases/report-live-presence";
import { makeStartLiveMeeting } from "@kominote/core/use-cases/start-live-meeting";
import { makeStopLiveMeeting } from "@kominote/core/use-cases/stop-live-meeting";
import { token, useCaseTokens } from "../../tokens";
import type { ViewerCountPublisher } from "./status-publisher";

/** The live meeting. */
export const liveMeetingTokens = {
  liveBroadcasts: token<LiveBroadcasts>("LiveBroadcasts"),
  presenceStore: token<PresenceStore>("PresenceStore"),
  viewerCountPublisher: token<ViewerCountPublisher>("ViewerCountPublisher"),
  ...useCaseTokens({ makeGetLiveMeetingStatus, makeStartLiveMeeting, makeStopLiveMeeting, makeReportLivePresence }),
} as const;
