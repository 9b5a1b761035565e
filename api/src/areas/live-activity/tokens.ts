import { makeGetLiveActivity } from "@kominote/core/use-cases/get-live-activity";
import type { CachedLiveActivityFeed } from "@kominote/adapters/live/cached-live-activity-feed";
import { token, useCaseTokens } from "../../tokens";
import type { ActivityPusher } from "./activity-pusher";

/** The live activity bar. */
export const liveActivityTokens = {
  liveActivityFeed: token<CachedLiveActivityFeed>("LiveActivityFeed"),
  activityPusher: token<ActivityPusher>("ActivityPusher"),
  ...useCaseTokens({ makeGetLiveActivity }),
} as const;
