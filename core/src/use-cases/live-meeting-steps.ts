/* The steps the live meeting's use cases share: reading the status, and pushing it. */
import type { Clock } from "../ports/clock";
import type { LiveBroadcasts } from "../ports/live-broadcasts";
import type { PresenceStore } from "../ports/presence-store";
import type { MemberEvents } from "../ports/member-events";
import { liveMeetingStatusOf, type MeetingSettings } from "../rules/live-meeting";
import type { LiveMeetingStatus } from "../schemas/live";

export interface LiveMeetingDeps {
  readonly broadcasts: LiveBroadcasts;
  readonly presence: PresenceStore;
  readonly events: Pick<MemberEvents, "publishPublic">;
  readonly clock: Clock;
  readonly settings: MeetingSettings;
}

/** The status now, as everyone reads it (shared by the four live meeting use cases). */
export const readLiveMeetingStatus = async ({ broadcasts, presence, clock, settings }: LiveMeetingDeps): Promise<LiveMeetingStatus> => {
  const now = clock.now();
  const [broadcast, viewers] = await Promise.all([broadcasts.current(), presence.count(now)]);
  return liveMeetingStatusOf(broadcast, settings, viewers);
};

/** The status, pushed to every open page (visitors' too): the banner appears or goes at once. */
export const publishLiveMeetingStatus = async (deps: LiveMeetingDeps): Promise<LiveMeetingStatus> => {
  const status = await readLiveMeetingStatus(deps);
  deps.events.publishPublic({ type: "liveStatus", status });
  return status;
};

/** After a start or a stop: the status, pushed only when the call changed it (a repeat tells no one). */
export const statusAfter = (deps: LiveMeetingDeps, changed: boolean): Promise<LiveMeetingStatus> =>
  changed ? publishLiveMeetingStatus(deps) : readLiveMeetingStatus(deps);
