import { domainError, type DomainError } from "./domain-error";

/** Errors about the live meeting and its comments. */

/** A comment can only be posted under a meeting being broadcast. */
export const liveMeetingNotLive = (): DomainError => domainError("LIVE_MEETING.NOT_LIVE", "live.meeting.error.notLive");
