import type { LiveBroadcasts } from "@kominote/core/ports/live-broadcasts";
import type { LiveComments } from "@kominote/core/ports/live-comments";
import type { PresenceStore } from "@kominote/core/ports/presence-store";
import { makeGetLiveMeetingStatus } from "@kominote/core/use-cases/get-live-meeting-status";
import { makeListLiveComments } from "@kominote/core/use-cases/list-live-comments";
import { makePostLiveComment } from "@kominote/core/use-cases/post-live-comment";
import { makeReportLivePresence } from "@kominote/core/use-cases/report-live-presence";
import { makeStartLiveMeeting } from "@kominote/core/use-cases/start-live-meeting";
import { makeStopLiveMeeting } from "@kominote/core/use-cases/stop-live-meeting";
import { token, useCaseTokens } from "../../tokens";
import type { ViewerCountPublisher } from "./status-publisher";

/** The live meeting and the comments under it. */
export const liveMeetingTokens = {
  liveBroadcasts: token<LiveBroadcasts>("LiveBroadcasts"),
  presenceStore: token<PresenceStore>("PresenceStore"),
  liveComments: token<LiveComments>("LiveComments"),
  viewerCountPublisher: token<ViewerCountPublisher>("ViewerCountPublisher"),
  ...useCaseTokens({ makeGetLiveMeetingStatus, makeStartLiveMeeting, makeStopLiveMeeting, makeReportLivePresence, makeListLiveComments, makePostLiveComment }),
} as const;
