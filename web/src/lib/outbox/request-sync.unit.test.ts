import { describe, expect, it } from "vitest";
import { memoryOutboxStore } from "./outbox-db";
import { createOutbox } from "./outbox";
import type { OutboxEntry } from "./outbox-entry";
import { requestOutboxSync, type SyncWorkers } from "./request-sync";

const withRegistration = (sync: { register: (tag: string) => Promise<void> } | undefined): (() => SyncWorkers) => () => ({ ready: Promise.resolve(sync === undefined ? {} : { sync }) });

const entry: OutboxEntry = {
  key: "key-1-0123456789abcdef",
  kind: "idea",
  scope: "1",
  preview: "Ide",
  createdAt: "2026-11-27T08:00:00.000Z",
  path: "/api/ideas",
  body: { serviceId: 1, content: "Ide" },
  language: "ht",
};

describe("asking for a Background Sync of the outbox", () => {
  it("registers the outbox's tag where the browser offers it", async () => {
    const tags: string[] = [];
    expect(await requestOutboxSync(withRegistration({ register: async (tag) => void tags.push(tag) }))).toBe("registered");
    expect(tags).toEqual(["kominote-outbox"]);
  });

  it("settles without throwing where there is no service worker, no SyncManager, or the browser says no", async () => {
    expect(await requestOutboxSync(() => undefined)).toBe("unavailable");
    expect(await requestOutboxSync(withRegistration(undefined))).toBe("unavailable");
    const denied = async () => {
      throw new DOMException("Background Sync is disabled.", "NotAllowedError");
    };
    expect(await requestOutboxSync(withRegistration({ register: denied }))).toBe("refused");
    expect(await requestOutboxSync(() => ({ ready: Promise.reject(new Error("registration failed")) }))).toBe("refused");
    expect(
      await requestOutboxSync(() => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      }),
    ).toBe("refused");
  });

  it("a refused registration neither loses a kept submission nor sends it twice", async () => {
    const store = memoryOutboxStore();
    let online = false;
    const keys: (string | null)[] = [];
    const send = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get("Idempotency-Key"));
      return new Response(JSON.stringify({ id: 1 }), { status: 201 });
    }) as typeof fetch;
    const refusing = () => void requestOutboxSync(withRegistration({ register: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }));
    const outbox = createOutbox({ store, send, isOnline: () => online, requestSync: refusing });
    await expect(outbox.enqueue(entry)).resolves.toBeUndefined();
    expect((await store.all()).map((each) => each.key)).toEqual([entry.key]);
    online = true;
    await outbox.flush();
    await outbox.flush();
    expect(keys).toEqual([entry.key]);
    expect(await store.all()).toEqual([]);
  });
});
