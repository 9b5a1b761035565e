import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { LivePresence, LivePresenceRequest } from "../schemas/live";
import { readLiveMeetingStatus, type LiveMeetingDeps } from "./live-meeting-steps";

/**
 * An open live page's heartbeat (or its goodbye): counted once per tab. The count reaches other
 * pages through the status pushes (the banner's count), published by the caller's coalescing
 * publisher, never once per heartbeat.
 */
export const makeReportLivePresence =
  (deps: LiveMeetingDeps & { readonly countChanged: () => void }) =>
  ({ viewerId, leaving }: LivePresenceRequest): Effect.Effect<LivePresence, DomainError> =>
    Effect.promise(async () => {
      if (leaving === true) await deps.presence.leave(viewerId);
      else await deps.presence.touch(viewerId, deps.clock.now());
      deps.countChanged();
      const { viewerCount } = await readLiveMeetingStatus(deps);
      return { viewerCount };
    });

export type ReportLivePresence = ReturnType<typeof makeReportLivePresence>;
