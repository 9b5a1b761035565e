import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { seedBaseData } from "@kominote/adapters/db/seed";
import { serverEventSchema, type ServerEvent } from "@kominote/core/schemas/events";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { createContainer } from "../../container";
import { EventStreams, eventStreamTiming } from "../../http/event-streams";
import { createLogger } from "../../http/logger";
import { translate } from "../../http/messages";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";
import { resolve, type Database } from "../../tokens";
import { notificationsTokens } from "./tokens";
import { pointsTokens } from "../points/tokens";

/*
 * Over a real socket, not app.inject: a stream takes over the raw response, and what matters is
 * what a browser receives as it happens (headers, no compression, frames, the end of the stream).
 */

interface Frame {
  readonly event?: string;
  readonly data?: string;
  readonly comment?: string;
  readonly retry?: number;
}

const parseFrame = (text: string): Frame => {
  const frame: { event?: string; data?: string; comment?: string; retry?: number } = {};
  for (const line of text.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    else if (line.startsWith("event: ")) frame.event = line.slice(7);
    else if (line.startsWith("data: ")) frame.data = line.slice(6);
    else if (line.startsWith("retry: ")) frame.retry = Number(line.slice(7));
  }
  return frame;
};

/** A minimal EventSource: reads frames as they arrive and waits for the one a test expects. */
const openStream = async (origin: string, who: SignedInMember | null, query = "") => {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/events${query}`, {
    headers: { accept: "text/event-stream", "accept-encoding": "gzip, br", ...(who === null ? {} : { cookie: who.cookie }) },
    signal: controller.signal,
  });
  const reader = response.ok ? response.body?.getReader() : undefined;
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let buffer = "";
  let ended = false;
  const readMore = async (deadline: number): Promise<void> => {
    if (reader === undefined || ended) throw new Error("the stream has ended");
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no frame in time")), Math.max(0, deadline - Date.now()))),
    ]);
    if (chunk.done) {
      ended = true;
      return;
    }
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      frames.push(parseFrame(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
    }
  };
  return {
    response,
    /** The first frame not seen yet that matches, within the time given. */
    next: async (matches: (frame: Frame) => boolean, timeoutMs = 5_000): Promise<Frame> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = frames.findIndex(matches);
        if (index >= 0) return frames.splice(index, 1)[0] as Frame;
        await readMore(deadline);
      }
    },
    /** Resolves once the server ends the stream. */
    ended: async (timeoutMs = 5_000): Promise<void> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (ended) return;
        await readMore(deadline);
      }
    },
    seen: () => frames,
    close: () => controller.abort(),
  };
};

const event = (frame: Frame): ServerEvent => serverEventSchema.parse(JSON.parse(frame.data ?? "null"));
const named = (name: string) => (frame: Frame) => frame.event === name;

let app: FastifyInstance;
let database: Database;
let container: ReturnType<typeof createContainer>;
let origin: string;
let signIn: ReturnType<typeof signInMembers>;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: testSessionSecret, LOG_LEVEL: "silent" });
  database = await openDatabase({ inMemory: true });
  await migrateToLatest(database);
  await seedBaseData(database);
  container = createContainer({ config, database, logger: createLogger("silent") });
  // Heartbeats and session checks within a test's patience.
  container
    .rebind(notificationsTokens.eventStreams)
    .toDynamicValue(
      (ctx) =>
        new EventStreams(resolve(ctx, notificationsTokens.memberEvents), translate, { ...eventStreamTiming, heartbeatMs: 300, sessionCheckMs: 300, tickMs: 100 }),
    );
  app = await buildApp(container);
  origin = await app.listen({ host: "127.0.0.1", port: 0 });
  const running = { app, database, container, close: async () => undefined };
  signIn = signInMembers(running);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe("GET /api/events", () => {
  it("gives a visitor the public events only: the activity without names, never a member's announcement", async () => {
    const [marie, moderator] = [await signIn("Marie Visitor-Test"), await signIn("Rose Moderatè", "moderator")];
    const visitor = await openStream(origin, null);
    expect(visitor.response.status).toBe(200);
    const member = await openStream(origin, marie);
    await Promise.all([visitor.next((frame) => frame.retry !== undefined), member.next((frame) => frame.retry !== undefined)]);
    const service = (await database("services").orderBy("position").first("id")) as { id: number };
    const idea = await fetch(`${origin}/api/ideas`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: marie.cookie },
      body: JSON.stringify({ content: "Limyè nan lari a", serviceId: service.id }),
    });
    expect(idea.status).toBe(201);
    const ideaId = `idea:${(await idea.json() as { id: number }).id}`;
    const hasIdea = (frame: Frame) => frame.event === "liveActivity" && (frame.data ?? "").includes(`"${ideaId}"`);
    // Pushed within the pusher's 2 s, plus the cache's 3 s at worst.
    const seenByVisitor = event(await visitor.next(hasIdea, 8_000));
    const seenByMember = event(await member.next(hasIdea, 8_000));
    const actionIn = (seen: ServerEvent) => (seen.type === "liveActivity" ? seen.data.recentActions.find((action) => action.id === ideaId) : undefined);
    expect(actionIn(seenByVisitor)).toMatchObject({ action: "idea", userName: null });
    expect(actionIn(seenByMember)).toMatchObject({ action: "idea", userName: "Marie" });
    const sent = await fetch(`${origin}/api/notifications/announcements`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: moderator.cookie },
      body: JSON.stringify({ title: "Pou manm yo", message: "Sèlman manm" }),
    });
    expect(sent.status).toBe(201);
    await member.next(named("notification"));
    expect(visitor.seen().some(named("notification"))).toBe(false);
    visitor.close();
    member.close();
  });

  it("tells a visitor's open page at once when a moderator starts the live meeting", async () => {
    const moderator = await signIn("Rose Live-Moderatè", "moderator");
    const visitor = await openStream(origin, null);
    await visitor.next((frame) => frame.retry !== undefined);
    const started = await fetch(`${origin}/api/live-meeting/start`, { method: "POST", headers: { "content-type": "application/json", cookie: moderator.cookie }, body: "{}" });
    expect(started.status).toBe(200);
    expect(event(await visitor.next(named("liveStatus")))).toMatchObject({ type: "liveStatus", data: { isLive: true, meetingUrl: expect.stringContaining("https://") } });
    await fetch(`${origin}/api/live-meeting/stop`, { method: "POST", headers: { "content-type": "application/json", cookie: moderator.cookie }, body: "{}" });
    expect(event(await visitor.next(named("liveStatus")))).toMatchObject({ data: { isLive: false } });
    visitor.close();
  });

  it("takes a comment a moderator hid off every open page, a visitor's and a member's, through the stream that brought it", async () => {
    const [author, moderator] = [await signIn("Jean Live-Komantè"), await signIn("Rose Hide-Moderatè", "moderator")];
    const post = (url: string, who: SignedInMember, body: unknown) =>
      fetch(`${origin}${url}`, { method: "POST", headers: { "content-type": "application/json", cookie: who.cookie }, body: JSON.stringify(body) });
    expect((await post("/api/live-meeting/start", moderator, {})).status).toBe(200);
    const visitor = await openStream(origin, null);
    const member = await openStream(origin, author);
    await Promise.all([visitor.next((frame) => frame.retry !== undefined), member.next((frame) => frame.retry !== undefined)]);
    const posted = await post("/api/live-meeting/comments", author, { content: "Moun sa yo se volè." });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    for (const stream of [visitor, member]) expect(event(await stream.next(named("liveComment")))).toMatchObject({ data: { id } });

    expect((await post(`/api/moderation/content/liveComment/${id}/hide`, moderator, { reason: "Li joure lòt manm." })).status).toBe(204);
    for (const stream of [visitor, member]) expect(event(await stream.next(named("liveCommentHidden")))).toEqual({ type: "liveCommentHidden", data: { id } });
    // Hiding it again is refused and tells nobody anything more.
    expect((await post(`/api/moderation/content/liveComment/${id}/hide`, moderator, { reason: "Ankò." })).status).toBe(409);
    await post("/api/live-meeting/stop", moderator, {});
    await visitor.next(named("liveStatus"));
    expect(visitor.seen().some(named("liveCommentHidden"))).toBe(false);
    visitor.close();
    member.close();
  });

  it("opens an uncompressed event stream carrying the server's headers and a reconnection hint", async () => {
    const marie = await signIn("Marie Joseph");
    const stream = await openStream(origin, marie);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("content-encoding")).toBeNull();
    expect(stream.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(stream.response.headers.get("x-request-id")).not.toBeNull();
    expect((await stream.next((frame) => frame.retry !== undefined)).retry).toBe(eventStreamTiming.retryMs);
    expect((await stream.next((frame) => frame.comment === "heartbeat")).comment).toBe("heartbeat");
    stream.close();
  });

  it("delivers a notification created for the member, in the language the page asked for, and not to others", async () => {
    const [marie, jean] = [await signIn("Marie Joseph"), await signIn("Jean Pierre")];
    const maries = await openStream(origin, marie, "?language=fr");
    const jeans = await openStream(origin, jean);
    await maries.next((frame) => frame.retry !== undefined);
    await jeans.next((frame) => frame.retry !== undefined);

    await resolve(container, notificationsTokens.notifier).notify({
      userId: marie.id,
      type: "task_response",
      title: { key: "points.action.contributionApproved" },
      message: { literal: "Bravo" },
      reference: { kind: "contribution", id: 1 },
    });
    await resolve(container, notificationsTokens.notifier).notify({ userId: jean.id, type: "other", title: { literal: "Pou Jean" }, message: { literal: "-" } });

    expect(event(await maries.next(named("notification")))).toMatchObject({
      type: "notification",
      data: { type: "task_response", title: "Contribution acceptée", message: "Bravo", isRead: false },
    });
    expect(event(await jeans.next(named("notification")))).toMatchObject({ data: { title: "Pou Jean" } });
    expect(maries.seen().filter(named("notification"))).toEqual([]);
    maries.close();
    jeans.close();
  });

  it("delivers the points awarded, then the member's new stats", async () => {
    const marie = await signIn("Marie Joseph");
    const stream = await openStream(origin, marie, "?language=en");
    await stream.next((frame) => frame.retry !== undefined);
    expect(await resolve(container, pointsTokens.pointsLedger).award({ userId: marie.id, action: "ideaShared", reference: { kind: "idea", id: 4 } })).toBe(5);
    expect(event(await stream.next(named("points")))).toMatchObject({ type: "points", data: { points: 5, description: "Idea shared" } });
    expect(event(await stream.next(named("stats")))).toMatchObject({ type: "stats", data: { totalPoints: 5, weeklyPoints: 5 } });
    stream.close();
  });

  it("delivers a moderator's announcement to the open streams", async () => {
    const [marie, moderator] = [await signIn("Marie Joseph"), await signIn("Rose Moderatè", "moderator")];
    const stream = await openStream(origin, marie);
    await stream.next((frame) => frame.retry !== undefined);
    const sent = await fetch(`${origin}/api/notifications/announcements`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: moderator.cookie },
      body: JSON.stringify({ title: "Reyinyon", message: "Samdi a 10 è" }),
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ recipientCount: expect.any(Number) });
    expect(event(await stream.next(named("notification")))).toMatchObject({
      data: { type: "system_announcement", title: "Reyinyon", message: "Samdi a 10 è" },
    });
    stream.close();
  });

  it("keeps at most five streams per member, closing the oldest", async () => {
    const jean = await signIn("Jean Pierre");
    const streams = [];
    for (let index = 0; index < 6; index += 1) {
      const stream = await openStream(origin, jean);
      await stream.next((frame) => frame.retry !== undefined);
      streams.push(stream);
    }
    await streams[0]?.ended();
    await resolve(container, notificationsTokens.notifier).notify({ userId: jean.id, type: "other", title: { literal: "Tout" }, message: { literal: "-" } });
    for (const stream of streams.slice(1)) expect(event(await stream.next(named("notification")))).toMatchObject({ data: { title: "Tout" } });
    streams.forEach((stream) => stream.close());
  });

  it("ends the stream when the member signs out, and does not keep the session alive", async () => {
    const marie = await signIn("Marie Joseph");
    const before = await database("sessions").where({ user_id: marie.id }).first("last_active_at");
    await database("sessions").where({ user_id: marie.id }).update({ last_active_at: new Date(Date.now() - 10 * 60_000) });
    const stream = await openStream(origin, marie);
    await stream.next((frame) => frame.retry !== undefined);
    await stream.next((frame) => frame.comment === "heartbeat");
    const idle = await database("sessions").where({ user_id: marie.id }).first("last_active_at");
    expect(new Date(idle.last_active_at).getTime()).toBeLessThan(new Date(before.last_active_at).getTime());

    const signedOut = await fetch(`${origin}/api/logout`, { method: "POST", headers: { cookie: marie.cookie, "x-requested-with": "fetch" } });
    expect(signedOut.status).toBeLessThan(400);
    await signedOut.arrayBuffer();
    await stream.ended();
  });

  it("ends open streams when the server stops, so that it can stop", async () => {
    const marie = await signIn("Marie Joseph");
    const stream = await openStream(origin, marie);
    await stream.next((frame) => frame.retry !== undefined);
    const started = Date.now();
    const closing = app.close();
    await stream.ended();
    // Well within the 10 s main.ts grants a stopping server.
    expect(Date.now() - started).toBeLessThan(2_000);
    // fetch keeps spare connections that never carried a request; the server counts them as busy
    // until their header timeout, so they go by hand here.
    app.server.closeAllConnections();
    await closing;
  });
});
