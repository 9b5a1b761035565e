import { describe, expect, it } from "vitest";
import { memoryOutboxStore } from "../lib/outbox/outbox-db";
import type { OutboxEntry } from "../lib/outbox/outbox-entry";
import { sendOutboxFromWorker } from "./worker-outbox";

const entry = (n: number): OutboxEntry => ({
  key: `key-${n}-0123456789abcdef`,
  kind: "forum",
  scope: "3",
  preview: `Fowòm ${n}`,
  createdAt: `2026-11-27T08:00:0${n}.000Z`,
  path: "/api/services/3/forums",
  body: { title: `Fowòm ${n}` },
  language: "ht",
});

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
    const settled = await sendOutboxFromWorker({ store, send, locks });
    expect(keys).toEqual([entry(1).key, entry(2).key]);
    expect(held).toEqual(["kominote-outbox"]);
    expect(settled.map((each) => [each.entry.preview, each.outcome])).toEqual([["Fowòm 1", "sent"], ["Fowòm 2", "sent"]]);
    expect(await store.all()).toEqual([]);
  });

  it("keeps everything when the connection is gone again", async () => {
    const store = memoryOutboxStore();
    await store.put(entry(1));
    const settled = await sendOutboxFromWorker({ store, send: (async () => { throw new TypeError("Failed to fetch"); }) as typeof fetch });
    expect(settled).toEqual([]);
    expect((await store.all()).length).toBe(1);
  });
});
