import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { contributeAnswer, memoryStorage } from "../testing/doubles";
import { emptyContributionDraft } from "./contribution-draft";
import { queueContribution, queuedContributions } from "./contribution-outbox";
import { contributionDraftKey, saveContribution } from "./draft-storage";
import { createOutboxSender, type OutboxResult } from "./outbox-sender";

type Send = (taskId: number, request: ContributeRequest) => Promise<ContributeResponse>;

const setup = (send: Send, online = true) => {
  const storage = memoryStorage();
  const events = new EventTarget();
  const unwatched = vi.fn<(result: OutboxResult) => void>();
  const sender = createOutboxSender({ storage, send, isOnline: () => online, events, onUnwatched: unwatched });
  const queue = (taskId: number) => {
    saveContribution(taskId, { draft: { ...emptyContributionDraft, description: "Mwen ranmase fatra nan lari a." }, stepIndex: 5 }, storage);
    queueContribution(storage, { taskId, request: { notes: "Mwen ranmase fatra nan lari a." }, queuedAt: "2026-06-01T15:00:00.000Z" });
  };
  return { storage, events, unwatched, sender, queue };
};

describe("createOutboxSender", () => {
  it("sends what waits when the connection returns, then forgets it and its draft", async () => {
    const send = vi.fn<Send>(async (taskId) => contributeAnswer(taskId));
    const { storage, events, sender, queue } = setup(send);
    queue(3);
    const watcher = vi.fn<(result: OutboxResult) => void>();
    sender.watch(3, watcher);
    sender.start();
    sender.start();
    events.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(watcher).toHaveBeenCalledWith({ taskId: 3, outcome: "sent", answer: contributeAnswer(3) }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(queuedContributions(storage)).toEqual([]);
    expect(storage.getItem(contributionDraftKey(3))).toBeNull();
  });

  it("keeps everything when the connection is still gone", async () => {
    const { storage, unwatched, sender, queue } = setup(async () => Promise.reject(new TypeError("Failed to fetch")));
    queue(3);
    queue(4);
    await sender.flush();
    expect(queuedContributions(storage).map((entry) => entry.taskId)).toEqual([3, 4]);
    expect(storage.getItem(contributionDraftKey(3))).not.toBeNull();
    expect(unwatched).not.toHaveBeenCalled();
  });

  it("takes a refused contribution out of the queue but keeps its draft, telling the page when no wizard watches", async () => {
    const refused = new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Invalid", fields: { notes: "Twò kout" } });
    const { storage, unwatched, sender, queue } = setup(async () => Promise.reject(refused));
    queue(3);
    await sender.flush();
    expect(queuedContributions(storage)).toEqual([]);
    expect(storage.getItem(contributionDraftKey(3))).not.toBeNull();
    expect(unwatched).toHaveBeenCalledWith({ taskId: 3, outcome: "refused", error: refused });
  });

  it("never sends the same contribution twice when two passes overlap", async () => {
    let release: () => void = () => undefined;
    const send = vi.fn<Send>((taskId) => new Promise((resolve) => { release = () => resolve(contributeAnswer(taskId)); }));
    const { sender, queue } = setup(send);
    queue(3);
    const first = sender.flush();
    const second = sender.flush();
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("stops telling a wizard once it unsubscribed", async () => {
    const { unwatched, sender, queue } = setup(async (taskId) => contributeAnswer(taskId));
    queue(3);
    const watcher = vi.fn();
    sender.watch(3, watcher)();
    await sender.flush();
    expect(watcher).not.toHaveBeenCalled();
    expect(unwatched).toHaveBeenCalledWith(expect.objectContaining({ taskId: 3, outcome: "sent" }));
  });
});
