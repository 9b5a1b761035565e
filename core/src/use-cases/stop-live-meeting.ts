import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { LiveMeetingStatus } from "../schemas/live";
import { statusAfter, type LiveMeetingDeps } from "./live-meeting-steps";

/** A moderator stops the broadcast; stopping it while off changes nothing and tells no one. */
export const makeStopLiveMeeting =
  (deps: LiveMeetingDeps) =>
  ({ moderatorId }: { readonly moderatorId: number }): Effect.Effect<LiveMeetingStatus, DomainError> =>
    Effect.promise(async () => statusAfter(deps, (await deps.broadcasts.stop(moderatorId, deps.clock.now())).stopped));

export type StopLiveMeeting = ReturnType<typeof makeStopLiveMeeting>;
