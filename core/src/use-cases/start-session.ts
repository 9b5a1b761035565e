import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { RandomSource } from "../ports/id-generator";
import type { SessionStore } from "../ports/session-store";
import { sessionAbsoluteLifetimeMs } from "../rules/session-lifetime";
import { base64Url } from "../rules/base64-url";

/** 256 bits. */
const tokenBytes = 32;

/**
 * Signs a member in: a fresh random token (the cookie's value), stored server-side only as a hash,
 * ending at the absolute lifetime. Every sign-in (code, registration) starts a new session.
 */
export const makeStartSession =
  ({ sessions, random, clock }: { sessions: SessionStore; random: RandomSource; clock: Clock }) =>
  (userId: number): Effect.Effect<{ token: string; expiresAt: Date }, DomainError> =>
    Effect.promise(async () => {
      const token = base64Url(random.bytes(tokenBytes));
      const createdAt = clock.now();
      const expiresAt = new Date(createdAt.getTime() + sessionAbsoluteLifetimeMs);
      await sessions.create(token, { userId, createdAt, expiresAt });
      return { token, expiresAt };
    });
