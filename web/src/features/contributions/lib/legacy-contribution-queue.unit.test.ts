import { describe, expect, it } from "vitest";
import { createOutbox } from "../../../lib/outbox/outbox";
import { memoryOutboxStore } from "../../../lib/outbox/outbox-db";
import { memoryStorage } from "../testing/doubles";
import { contributionOutboxKey } from "./contribution-outbox-key";
import { moveLegacyContributions } from "./legacy-contribution-queue";

const offlineOutbox = () => {
  const store = memoryOutboxStore();
  return { store, outbox: createOutbox({ store, isOnline: () => false }) };
};

describe("moving the earlier contribution queue into the outbox", () => {
  it("moves each waiting contribution once, under the key it was first sent with, then removes the old queue", async () => {
    const storage = memoryStorage();
    storage.setItem(
      contributionOutboxKey,
      JSON.stringify([
        { taskId: 3, request: { notes: "Nou debouche kanal la." }, queuedAt: "2026-11-20T10:00:00.000Z", key: "old-key-0123456789abcdef" },
        { taskId: 4, request: { notes: "San kle, yon ansyen." }, queuedAt: "2026-11-19T10:00:00.000Z" },
        { taskId: "damaged" },
      ]),
    );
    const { store, outbox } = offlineOutbox();
    expect(await moveLegacyContributions(storage, outbox, "fr")).toBe(2);
    const entries = await store.all();
    expect(entries.map((entry) => [entry.scope, entry.path, entry.preview, entry.language, entry.createdAt])).toEqual([
      ["4", "/api/tasks/4/contribute", "San kle, yon ansyen.", "fr", "2026-11-19T10:00:00.000Z"],
      ["3", "/api/tasks/3/contribute", "Nou debouche kanal la.", "fr", "2026-11-20T10:00:00.000Z"],
    ]);
    expect(entries[1]?.key).toBe("old-key-0123456789abcdef");
    expect(entries[0]?.key).toMatch(/^[\w-]{16,128}$/);
    expect(storage.getItem(contributionOutboxKey)).toBeNull();
    expect(await moveLegacyContributions(storage, outbox, "fr")).toBe(0);
    expect(await store.all()).toHaveLength(2);
  });

  it("keeps the old queue when the outbox refuses, so nothing is lost", async () => {
    const storage = memoryStorage();
    storage.setItem(contributionOutboxKey, JSON.stringify([{ taskId: 3, request: { notes: "Nou debouche kanal la." }, queuedAt: "2026-11-20T10:00:00.000Z" }]));
    const refusing = { enqueue: () => Promise.reject(new DOMException("full", "QuotaExceededError")) };
    await expect(moveLegacyContributions(storage, refusing, "ht")).rejects.toThrow();
    expect(storage.getItem(contributionOutboxKey)).not.toBeNull();
  });
});
