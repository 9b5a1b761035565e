import type { Broadcast } from "../ports/live-broadcasts";
import type { LiveMeetingStatus } from "../schemas/live";

/** A tab not heard from for this long no longer counts as watching (decision 0028). */
export const livePresenceWindowMs = 30_000;
/** How often an open live page says it is still there: three chances within the window. */
export const livePresenceHeartbeatMs = 10_000;

export interface MeetingSettings {
  /** The video meeting server, e.g. https://meet.jit.si. */
  readonly baseUrl: string;
  /** The meeting's name on it. */
  readonly meetingId: string;
}

/** SPEC 2: the link is the base address and the meeting ID with its spaces removed. */
export const meetingUrlOf = ({ baseUrl, meetingId }: MeetingSettings): string =>
  `${baseUrl.replace(/\/+$/u, "")}/${encodeURIComponent(meetingId.replace(/\s+/gu, ""))}`;

/** The status everyone reads: where to join only while live. */
export const liveMeetingStatusOf = (broadcast: Broadcast | null, settings: MeetingSettings, viewerCount: number): LiveMeetingStatus =>
  broadcast === null
    ? { isLive: false, meetingId: null, meetingUrl: null, startedAt: null, viewerCount }
    : { isLive: true, meetingId: settings.meetingId, meetingUrl: meetingUrlOf(settings), startedAt: broadcast.startedAt.toISOString(), viewerCount };
