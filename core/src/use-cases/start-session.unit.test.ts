import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemorySessionStore, scriptedRandom, steppingClock } from "../testing/account-doubles";
import { makeStartSession } from "./start-session";

describe("startSession", () => {
  it("makes a 256-bit random token, stores the session and ends it 30 days later", async () => {
    const sessions = new MemorySessionStore();
    const random = scriptedRandom(Array.from({ length: 32 }, (_, i) => i * 7));
    const clock = steppingClock(new Date("2026-03-01T10:00:00Z"));

    const { token, expiresAt } = await Effect.runPromise(makeStartSession({ sessions, random, clock })(7));

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toEqual(new Date("2026-03-31T10:00:00Z"));
    expect(sessions.sessions.get(token)).toEqual({
      userId: 7,
      createdAt: new Date("2026-03-01T10:00:00Z"),
      lastActiveAt: new Date("2026-03-01T10:00:00Z"),
      expiresAt,
    });
  });

  it("gives a different token at each sign-in", async () => {
    const sessions = new MemorySessionStore();
    const random = scriptedRandom(new Array<number>(32).fill(1), new Array<number>(32).fill(2));
    const start = makeStartSession({ sessions, random, clock: steppingClock(new Date()) });
    const first = await Effect.runPromise(start(7));
    const second = await Effect.runPromise(start(7));
    expect(first.token).not.toBe(second.token);
    expect(sessions.sessions.size).toBe(2);
  });
});
