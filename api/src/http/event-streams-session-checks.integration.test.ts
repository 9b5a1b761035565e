import { InProcessMemberEvents } from "@kominote/adapters/notifications/in-process-member-events";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { EventStreams, eventStreamTiming, firstCheckAfter } from "./event-streams";
import { translate } from "./messages";

describe("first session check of a stream", () => {
  it("falls in the second half of the period, so a burst of streams does not check all at once", () => {
    expect(firstCheckAfter(60_000, () => 0)).toBe(30_000);
    expect(firstCheckAfter(60_000, () => 0.5)).toBe(45_000);
    expect(firstCheckAfter(60_000, () => 0.999_999)).toBe(60_000);
  });
});

describe("session checks of many open streams", () => {
  const app = Fastify();
  afterEach(async () => app.close());

  it("wait on the database a few at a time, and every stream is still checked", async () => {
    const streams = new EventStreams(new InProcessMemberEvents(), translate, { ...eventStreamTiming, sessionCheckMs: 100, tickMs: 50, maxConcurrentChecks: 3 });
    let running = 0;
    let mostAtOnce = 0;
    const checked = new Set<number>();
    app.get<{ Querystring: { member: string } }>("/events", (request, reply) => {
      const member = Number(request.query.member);
      streams.start({
        request,
        reply,
        userId: member,
        language: "ht",
        stillSignedIn: async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          // A slow database: every check holds its connection a while.
          await new Promise((resolve) => setTimeout(resolve, 30));
          running -= 1;
          checked.add(member);
          return member % 2 === 0;
        },
      });
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const members = Array.from({ length: 20 }, (_, index) => index + 1);
    const opened = await Promise.all(members.map((member) => fetch(`${address}/events?member=${member}`)));
    await expect.poll(() => checked.size, { timeout: 5_000 }).toBe(members.length);
    expect(mostAtOnce).toBe(3);
    // The streams whose session ended were closed; the others stay open.
    await expect.poll(() => streams.size, { timeout: 2_000 }).toBe(10);
    await Promise.all(opened.map((response) => response.body?.cancel()));
  });
});
