import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { LiveMeetingStatus } from "../schemas/live";
import { statusAfter, type LiveMeetingDeps } from "./live-meeting-steps";

/** A moderator starts the broadcast; starting it again while live changes nothing and tells no one. */
export const makeStartLiveMeeting =
  (deps: LiveMeetingDeps) =>
  ({ moderatorId }: { readonly moderatorId: number }): Effect.Effect<LiveMeetingStatus, DomainError> =>
    Effect.promise(async () => statusAfter(deps, (await deps.broadcasts.start(moderatorId, deps.clock.now())).started));

export type StartLiveMeeting = ReturnType<typeof makeStartLiveMeeting>;
