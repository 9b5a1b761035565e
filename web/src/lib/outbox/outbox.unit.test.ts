import { describe, expect, it } from "vitest";
import { memoryOutboxStore } from "./outbox-db";
import { createOutbox } from "./outbox";
import type { OutboxEntry } from "./outbox-entry";
import { createSignedInMember } from "./signed-in-member";

const entry = (key: string, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: `key-${key}-0123456789abcdef`,
  kind: "idea",
  scope: "1",
  preview: `Ide ${key}`,
  createdAt: `2026-11-27T08:00:0${key}.000Z`,
  path: "/api/ideas",
  body: { serviceId: 1, content: `Ide ${key}` },
  language: "ht",
  ...extra,
});

interface Call {
  readonly url: string;
  readonly key: string | null;
  readonly body: unknown;
}

/** A server answering each call in turn: a status, or null for a lost connection. */
const serverAnswering = (answers: (number | null)[]) => {
  const calls: Call[] = [];
  let next = 0;
  const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body = init?.body instanceof FormData ? Object.fromEntries([...init.body.entries()].map(([name, value]) => [name, typeof value === "string" ? value : `file:${value.name}`])) : JSON.parse(String(init?.body));
    calls.push({ url: String(input), key: headers.get("Idempotency-Key"), body });
    const status = next < answers.length ? answers[next] : 201;
    next += 1;
    if (status === null) throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(String(input).endsWith("/api/uploads") ? { id: `upload-${next}` } : { code: status === 400 ? "REQUEST.INVALID" : "OK" }), { status });
  }) as typeof fetch;
  return { calls, send };
};

describe("the outbox", () => {
  it("sends what waits in order, each with its key, and forgets each once sent", async () => {
    const store = memoryOutboxStore();
    const server = serverAnswering([201, 201]);
    const outbox = createOutbox({ store, send: server.send, isOnline: () => false });
    await outbox.enqueue(entry("1"));
    await outbox.enqueue(entry("2"));
    expect(outbox.waiting().map((waiting) => waiting.preview)).toEqual(["Ide 1", "Ide 2"]);
    expect(server.calls).toEqual([]);

    const online = createOutbox({ store, send: server.send, isOnline: () => true });
    const sent: string[] = [];
    online.register("idea", { onSent: (settled) => sent.push(settled.preview) });
    await online.load();
    expect(server.calls.map((call) => call.key)).toEqual([entry("1").key, entry("2").key]);
    expect(sent).toEqual(["Ide 1", "Ide 2"]);
    expect(await store.all()).toEqual([]);
    expect(online.waiting()).toEqual([]);
  });

  it("keeps everything when the connection drops or the server fails, and sends the same key again", async () => {
    const store = memoryOutboxStore();
    const server = serverAnswering([null, 503, 201]);
    const outbox = createOutbox({ store, send: server.send, isOnline: () => true });
    await outbox.enqueue(entry("1"));
    expect((await store.all()).length).toBe(1);
    await outbox.flush();
    expect((await store.all()).length).toBe(1);
    await outbox.flush();
    expect(await store.all()).toEqual([]);
    expect(new Set(server.calls.map((call) => call.key))).toEqual(new Set([entry("1").key]));
  });

  it("drops a refused entry and tells its feature why", async () => {
    const store = memoryOutboxStore();
    const outbox = createOutbox({ store, send: serverAnswering([400]).send, isOnline: () => true });
    const refused: number[] = [];
    outbox.register("idea", { onRefused: (_entry, status) => refused.push(status) });
    await outbox.enqueue(entry("1"));
    expect(refused).toEqual([400]);
    expect(await store.all()).toEqual([]);
  });

  it("uploads files first, puts their ids in the body, and never uploads one twice", async () => {
    const store = memoryOutboxStore();
    // The photo goes, then the connection drops before the contribution: the next pass sends only the call.
    const server = serverAnswering([201, null, 201]);
    const outbox = createOutbox({ store, send: server.send, isOnline: () => true });
    const photo = { field: "mediaUploadIds", single: false, purpose: "contribution-media", name: "foto.jpg", blob: new Blob(["jpeg"]) };
    await outbox.enqueue(entry("1", { path: "/api/tasks/3/contribute", body: { notes: "Mwen ranmase fatra nan lari a." }, files: [photo] }));
    await outbox.flush();
    expect(server.calls.map((call) => call.url.replace(/^https?:\/\/[^/]+/, ""))).toEqual(["/api/uploads", "/api/tasks/3/contribute", "/api/tasks/3/contribute"]);
    expect(server.calls[2]?.body).toEqual({ notes: "Mwen ranmase fatra nan lari a.", mediaUploadIds: ["upload-1"] });
    expect(await store.all()).toEqual([]);
  });

  it("sends a multipart entry as one form with its key: the body as text fields, the photo beside them", async () => {
    const store = memoryOutboxStore();
    const server = serverAnswering([null, 201]);
    const outbox = createOutbox({ store, send: server.send, isOnline: () => true });
    const photo = { field: "photo", single: true, purpose: "", name: "mache.jpg", blob: new Blob(["jpeg"], { type: "image/jpeg" }) };
    await outbox.enqueue(entry("1", { kind: "place", path: "/api/locations", body: { name: "Mache Petyonvil", latitude: "18.512300", longitude: "-72.285400" }, files: [photo], encoding: "multipart" }));
    await outbox.flush();
    expect(server.calls.map((call) => call.url.replace(/^https?:\/\/[^/]+/, ""))).toEqual(["/api/locations", "/api/locations"]);
    expect(server.calls[1]).toMatchObject({ key: entry("1").key, body: { name: "Mache Petyonvil", latitude: "18.512300", longitude: "-72.285400", photo: "file:mache.jpg" } });
    expect(await store.all()).toEqual([]);
  });

  it("stamps an entry with its member and sends it only under their session", async () => {
    const store = memoryOutboxStore();
    const server = serverAnswering([201]);
    let member: number | null = 7;
    const outbox = createOutbox({ store, send: server.send, isOnline: () => false, currentMember: async () => member });
    await outbox.enqueue(entry("1"));
    expect((await store.all())[0]?.member).toBe(7);
    // Member 7 signed out and member 8 signed in on the same phone: the entry waits for 7.
    member = 8;
    const online = createOutbox({ store, send: server.send, isOnline: () => true, currentMember: async () => member });
    await online.load();
    member = null;
    await online.flush();
    expect(server.calls).toEqual([]);
    member = 7;
    await online.flush();
    expect(server.calls.map((call) => call.key)).toEqual([entry("1").key]);
    expect(await store.all()).toEqual([]);
  });

  it("lists only the signed-in member's waiting entries, tells its screens when the member changes, and none to a visitor", async () => {
    const store = memoryOutboxStore();
    await store.put(entry("1", { member: 7 }));
    await store.put(entry("2", { member: 8 }));
    const viewer = createSignedInMember();
    const outbox = createOutbox({ store, isOnline: () => false, viewer });
    let told = 0;
    outbox.subscribe(() => (told += 1));
    await outbox.load();
    expect(outbox.waiting()).toEqual([]);

    viewer.set(8);
    expect(outbox.waiting().map((waiting) => waiting.preview)).toEqual(["Ide 2"]);
    viewer.set(7);
    expect(outbox.waiting().map((waiting) => waiting.preview)).toEqual(["Ide 1"]);
    viewer.set(null);
    expect(outbox.waiting()).toEqual([]);
    // Read from the store once, then once per change of member.
    expect(told).toBe(4);
  });

  it("stamps an entry with the page's member when the server cannot say who is signed in", async () => {
    const store = memoryOutboxStore();
    const viewer = createSignedInMember();
    viewer.set(7);
    const outbox = createOutbox({ store, isOnline: () => false, currentMember: async () => undefined, viewer });
    await outbox.enqueue(entry("1"));
    expect((await store.all())[0]?.member).toBe(7);
    expect(outbox.waiting().map((waiting) => waiting.preview)).toEqual(["Ide 1"]);
  });
});
