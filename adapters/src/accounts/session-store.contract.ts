import type { SessionStore } from "@kominote/core/ports/session-store";
import type { Role } from "@kominote/core/schemas/users";
import { beforeEach, expect, it } from "vitest";

/** The adapter under test over empty storage, and members to hold sessions. */
export interface SessionHarness {
  readonly sessions: SessionStore;
  readonly given: {
    member(): Promise<number>;
    /** Changes the member's role as an admin would, after the session started. */
    setRole(memberId: number, role: Role): Promise<void>;
  };
}

const at = (iso: string) => new Date(iso);
const token = "A".repeat(43);
const otherToken = "B".repeat(43);

/**
 * The behaviour every SessionStore promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapter over empty storage.
 */
export const sessionStoreContract = (fresh: () => Promise<SessionHarness>): void => {
  let harness: SessionHarness;
  beforeEach(async () => {
    harness = await fresh();
  });

  const started = { createdAt: at("2026-03-01T10:00:00Z"), expiresAt: at("2026-03-31T10:00:00Z") };

  it("reads a session back with the member's current role, its activity starting at sign-in", async () => {
    const marie = await harness.given.member();
    await harness.sessions.create(token, { userId: marie, ...started });
    expect(await harness.sessions.find(token)).toEqual({ userId: marie, role: "member", lastActiveAt: started.createdAt, ...started });

    await harness.given.setRole(marie, "admin");
    expect((await harness.sessions.find(token))?.role).toBe("admin");
  });

  it("moves the last activity on a touch, and ignores a touch of an unknown token", async () => {
    const marie = await harness.given.member();
    await harness.sessions.create(token, { userId: marie, ...started });
    await harness.sessions.touch(token, at("2026-03-02T08:00:00Z"));
    await harness.sessions.touch(otherToken, at("2026-03-02T09:00:00Z"));
    expect(await harness.sessions.find(token)).toMatchObject({ lastActiveAt: at("2026-03-02T08:00:00Z"), createdAt: started.createdAt });
    expect(await harness.sessions.find(otherToken)).toBeNull();
  });

  it("ends one session, or every session of one member and no one else's", async () => {
    const marie = await harness.given.member();
    const jean = await harness.given.member();
    const third = "C".repeat(43);
    await harness.sessions.create(token, { userId: marie, ...started });
    await harness.sessions.create(otherToken, { userId: marie, ...started });
    await harness.sessions.create(third, { userId: jean, ...started });

    await harness.sessions.delete(token);
    expect(await harness.sessions.find(token)).toBeNull();
    expect(await harness.sessions.find(otherToken)).not.toBeNull();
    await harness.sessions.delete(token);

    await harness.sessions.deleteAllOf(marie);
    expect(await harness.sessions.find(otherToken)).toBeNull();
    expect((await harness.sessions.find(third))?.userId).toBe(jean);
  });
};
