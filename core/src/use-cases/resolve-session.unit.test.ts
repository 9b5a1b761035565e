import { Effect } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { MemorySessionStore, steppingClock } from "../testing/account-doubles";
import { makeEndSession } from "./end-session";
import { makeResolveSession } from "./resolve-session";

const day = 24 * 60 * 60_000;
const token = "t".repeat(43);

let sessions: MemorySessionStore;
let clock: ReturnType<typeof steppingClock>;
let resolveSession: ReturnType<typeof makeResolveSession>;

beforeEach(async () => {
  sessions = new MemorySessionStore((userId) => (userId === 1 ? "admin" : "member"));
  clock = steppingClock(new Date("2026-03-01T10:00:00Z"));
  resolveSession = makeResolveSession({ sessions, clock });
  await sessions.create(token, { userId: 7, createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 30 * day) });
});

const resolve = (background = false) => Effect.runPromise(resolveSession({ token, background }));

describe("resolveSession", () => {
  it("answers the member and their current role", async () => {
    expect(await resolve()).toEqual({ id: 7, role: "member" });
    expect(await Effect.runPromise(resolveSession({ token: "u".repeat(43), background: false }))).toBeNull();
  });

  it("ends a session after 14 days without user activity", async () => {
    clock.advance(14 * day - 1);
    expect(await resolve(true)).not.toBeNull();
    clock.advance(1);
    expect(await resolve()).toBeNull();
    expect(sessions.sessions.has(token)).toBe(false);
  });

  it("counts user activity, so a member active every week stays signed in", async () => {
    for (let week = 0; week < 4; week++) {
      clock.advance(7 * day);
      expect(await resolve()).not.toBeNull();
    }
  });

  it("does not count background requests (polling) as activity", async () => {
    for (let week = 0; week < 2; week++) {
      clock.advance(7 * day - 60_000);
      await resolve(true);
    }
    expect(sessions.touches).toBe(0);
    clock.advance(2 * 60_000);
    expect(await resolve()).toBeNull();
  });

  it("ends a session 30 days after sign-in whatever the activity", async () => {
    for (let i = 0; i < 29; i++) {
      clock.advance(day);
      expect(await resolve()).not.toBeNull();
    }
    clock.advance(day);
    expect(await resolve()).toBeNull();
  });

  it("writes activity at most once a minute", async () => {
    clock.advance(61_000);
    await resolve();
    clock.advance(10_000);
    await resolve();
    await resolve();
    expect(sessions.touches).toBe(1);
    clock.advance(60_000);
    await resolve();
    expect(sessions.touches).toBe(2);
  });
});

describe("endSession", () => {
  it("deletes the session server-side: the token no longer resolves", async () => {
    await Effect.runPromise(makeEndSession({ sessions })(token));
    expect(await resolve()).toBeNull();
  });
});
