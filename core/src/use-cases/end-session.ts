import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { SessionStore } from "../ports/session-store";

/** Signs out: the session is deleted server-side, so the cookie is worthless even if kept. */
export const makeEndSession =
  ({ sessions }: { sessions: SessionStore }) =>
  (token: string): Effect.Effect<void, DomainError> =>
    Effect.promise(() => sessions.delete(token));
