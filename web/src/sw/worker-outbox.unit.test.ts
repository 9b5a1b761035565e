import { describe, expect, it } from "vitest";
import { memoryOutboxStore } from "../lib/outbox/outbox-db";
import type { OutboxEntry } from "../lib/outbox/outbox-entry";
import { sendOutboxFromWorker, worthRetrying } from "./worker-outbox";

const entry = (n: number, member?: number): OutboxEntry => ({
  key: `key-${n}-0123456789abcdef`,
  kind: "forum",
  scope: "3",
  preview: `Fowòm ${n}`,
  createdAt: `2026-11-27T08:00:0${n}.000Z`,
  path: "/api/services/3/forums",
  body: { title: `Fowòm ${n}` },
  language: "ht",
  ...(member === undefined ? {} : { member }),
});

/** A server whose session is `member`'s (null: nobody), making whatever it is sent; `down` while the link is gone. */
const serverOf = (member: number | null, link = { down: false }) => {
  const sent: (string | null)[] = [];
  const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (link.down) throw new TypeError("Failed to fetch");
    if (String(input).endsWith("/api/auth/user")) return member === null ? new Response(null, { status: 401 }) : new Response(JSON.stringify({ id: member }), { status: 200 });
    if (member === null) return new Response(JSON.stringify({ code: "AUTH.UNAUTHORIZED" }), { status: 401 });
    sent.push(new Headers(init?.headers).get("Idempotency-Key"));
    return new Response(JSON.stringify({ id: sent.length }), { status: 201 });
  }) as typeof fetch;
  return { send, sent };
};

describe("the service worker's pass over the outbox", () => {
  it("sends what waits under each key, holding the pages' lock, and says what it settled", async () => {
    const store = memoryOutboxStore();
    await store.put(entry(1));
    await store.put(entry(2));
    const keys: (string | null)[] = [];
    const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith("/api/auth/user")) return new Response(JSON.stringify({ id: 7 }), { status: 200 });
      keys.push(new Headers(init?.headers).get("Idempotency-Key"));
      return new Response(JSON.stringify({ id: keys.length }), { status: 201 });
    }) as typeof fetch;
    const held: string[] = [];
    const locks = { request: (async (name: string, run: () => Promise<unknown>) => { held.push(name); return run(); }) as LockManager["request"] };
    const { settled, retry } = await sendOutboxFromWorker({ store, send, locks });
    expect(retry).toBe(false);
    expect(keys).toEqual([entry(1).key, entry(2).key]);
    expect(held).toEqual(["kominote-outbox"]);
    expect(settled.map((each) => [each.entry.preview, each.outcome])).toEqual([["Fowòm 1", "sent"], ["Fowòm 2", "sent"]]);
    expect(await store.all()).toEqual([]);
  });

  it("keeps everything when the connection is gone again", async () => {
    const store = memoryOutboxStore();
    await store.put(entry(1));
    const { settled, retry } = await sendOutboxFromWorker({ store, send: (async () => { throw new TypeError("Failed to fetch"); }) as typeof fetch });
    expect(settled).toEqual([]);
    // The browser wakes the worker again later.
    expect(retry).toBe(true);
    expect((await store.all()).length).toBe(1);
  });

  it("sends only the signed-in member's entries, and a sync fails only while theirs still wait", async () => {
    const store = memoryOutboxStore();
    await store.put(entry(1, 7));
    await store.put(entry(2, 8));
    const link = { down: true };
    const server = serverOf(7, link);
    // The link is still down: the member's entry waits, the browser must try again.
    expect((await sendOutboxFromWorker({ store, send: server.send })).retry).toBe(true);
    link.down = false;
    const pass = await sendOutboxFromWorker({ store, send: server.send });
    expect(server.sent).toEqual([entry(1).key]);
    expect(pass.settled.map((each) => each.entry.key)).toEqual([entry(1).key]);
    // Member 8 signed out: their entry stays, untouched, and does not keep the sync failing.
    expect(pass.retry).toBe(false);
    expect(await store.all()).toEqual([entry(2, 8)]);
    // A later sync under member 7 still sends nothing more.
    expect((await sendOutboxFromWorker({ store, send: server.send })).retry).toBe(false);
    expect(server.sent).toEqual([entry(1).key]);
  });

  it("with nobody signed in sends nothing and does not keep the sync failing; the entries wait for a member on a page", async () => {
    const store = memoryOutboxStore();
    await store.put(entry(1, 7));
    await store.put(entry(2));
    const server = serverOf(null);
    const pass = await sendOutboxFromWorker({ store, send: server.send });
    expect(pass).toEqual({ settled: [], retry: false });
    expect(server.sent).toEqual([]);
    expect((await store.all()).length).toBe(2);
  });
});

describe("whether what is left is worth another sync", () => {
  it("counts the member's entries and those stamped with nobody, not another member's", () => {
    expect(worthRetrying([], 7)).toBe(false);
    expect(worthRetrying([entry(1, 8)], 7)).toBe(false);
    expect(worthRetrying([entry(1, 8), entry(2, 7)], 7)).toBe(true);
    expect(worthRetrying([entry(1)], 7)).toBe(true);
  });

  it("retries whatever is left when the server could not say who is signed in, and nothing when nobody is", () => {
    expect(worthRetrying([entry(1, 8)], undefined)).toBe(true);
    expect(worthRetrying([entry(1)], null)).toBe(false);
  });
});
