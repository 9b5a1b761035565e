import { describe, expect, it } from "vitest";
import { memoryStorage } from "../testing/doubles";
import {
  contributionOutboxKey,
  dropQueuedContribution,
  isContributionQueued,
  queueContribution,
  queuedContributions,
} from "./contribution-outbox";

const entry = (taskId: number, notes = "Mwen ranmase fatra nan lari a.") => ({
  taskId,
  request: { notes },
  queuedAt: "2026-06-01T15:00:00.000Z",
});

describe("contribution outbox", () => {
  it("keeps one waiting contribution per task, the newest replacing the older", () => {
    const storage = memoryStorage();
    queueContribution(storage, entry(3));
    queueContribution(storage, entry(4));
    queueContribution(storage, entry(3, "Vèsyon ki pi nouvo a, pi long."));
    expect(queuedContributions(storage).map((queued) => [queued.taskId, queued.request.notes])).toEqual([
      [4, "Mwen ranmase fatra nan lari a."],
      [3, "Vèsyon ki pi nouvo a, pi long."],
    ]);
    expect(isContributionQueued(storage, 3)).toBe(true);
  });

  it("forgets a sent one, and removes the key when nothing waits", () => {
    const storage = memoryStorage();
    queueContribution(storage, entry(3));
    dropQueuedContribution(storage, 3);
    expect(isContributionQueued(storage, 3)).toBe(false);
    expect(storage.getItem(contributionOutboxKey)).toBeNull();
  });

  it("ignores damaged entries", () => {
    const storage = memoryStorage();
    storage.setItem(contributionOutboxKey, JSON.stringify([{ taskId: "3" }, entry(5), null]));
    expect(queuedContributions(storage).map((queued) => queued.taskId)).toEqual([5]);
    storage.setItem(contributionOutboxKey, "nope");
    expect(queuedContributions(storage)).toEqual([]);
  });

  it("throws when the device refuses, so nobody claims the contribution is kept", () => {
    const refusing = { ...memoryStorage(), getItem: () => null, setItem: () => { throw new DOMException("full", "QuotaExceededError"); } } as Storage;
    expect(() => queueContribution(refusing, entry(3))).toThrow();
  });
});
