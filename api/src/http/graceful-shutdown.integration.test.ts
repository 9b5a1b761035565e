import { InProcessMemberEvents } from "@kominote/adapters/notifications/in-process-member-events";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerHealthRoutes } from "../areas/system/health-routes";
import { Draining } from "./draining";
import { EventStreams } from "./event-streams";
import { stopGracefully } from "./graceful-shutdown";
import { translate } from "./messages";

describe("stopping one instance of several", () => {
  it("turns /readyz to 503, tells streams to reconnect, finishes the request in flight, then closes", async () => {
    const draining = new Draining();
    const streams = new EventStreams(new InProcessMemberEvents(), translate);
    const app = Fastify();
    registerHealthRoutes(app, { raw: async () => [] }, draining);
    app.get("/slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { done: true };
    });
    app.addHook("onSend", (_request, reply, payload, done) => {
      if (draining.active) reply.header("connection", "close");
      done(null, payload);
    });
    app.get("/events", (request, reply) => {
      streams.start({ request, reply, userId: 1, language: "ht", stillSignedIn: async () => true });
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });

    expect((await fetch(`${address}/readyz`)).status).toBe(200);
    const stream = await fetch(`${address}/events`);
    const reader = stream.body!.getReader();
    const inFlight = fetch(`${address}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const stopped = stopGracefully(app, { draining, streams, drainMs: 400 });
    const ready = await fetch(`${address}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("connection")).toBe("close");

    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    // The browser's EventSource waits this long, then reconnects (through the balancer, elsewhere).
    expect(text).toMatch(/retry: \d+\n: reconnect\n\n$/);
    expect(Number(/retry: (\d+)\n: reconnect/.exec(text)?.[1])).toBeLessThan(1_000);

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ done: true });
    await stopped;
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`${address}/readyz`)).rejects.toThrow();
  });
});
