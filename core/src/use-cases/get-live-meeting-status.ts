import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { LiveMeetingStatus } from "../schemas/live";
import { readLiveMeetingStatus, type LiveMeetingDeps } from "./live-meeting-steps";

/** GET /api/live-meeting-status: anyone may read it. */
export const makeGetLiveMeetingStatus =
  (deps: LiveMeetingDeps) =>
  (): Effect.Effect<LiveMeetingStatus, DomainError> =>
    Effect.promise(() => readLiveMeetingStatus(deps));

export type GetLiveMeetingStatus = ReturnType<typeof makeGetLiveMeetingStatus>;
