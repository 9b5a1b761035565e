import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { SessionMember, SessionStore } from "../ports/session-store";
import { sessionIdleTimeoutMs, sessionTouchIntervalMs } from "../rules/session-lifetime";

export interface ResolveSessionInput {
  token: string;
  /** A request the client made by itself (polling): it does not count as activity. */
  background: boolean;
}

/**
 * The member behind a session cookie, or null. A session past its absolute end or idle for
 * 14 days is deleted. User activity is recorded at most once a minute.
 */
export const makeResolveSession =
  ({ sessions, clock }: { sessions: SessionStore; clock: Clock }) =>
  ({ token, background }: ResolveSessionInput): Effect.Effect<SessionMember | null, DomainError> =>
    Effect.promise(async () => {
      const session = await sessions.find(token);
      if (session === null) return null;
      const now = clock.now().getTime();
      const idleFor = now - session.lastActiveAt.getTime();
      if (now >= session.expiresAt.getTime() || idleFor >= sessionIdleTimeoutMs) {
        await sessions.delete(token);
        return null;
      }
      if (!background && idleFor >= sessionTouchIntervalMs) await sessions.touch(token, new Date(now));
      return { id: session.userId, role: session.role };
    });
