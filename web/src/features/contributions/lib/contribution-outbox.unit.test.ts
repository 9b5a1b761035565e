import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { createOutbox } from "../../../lib/outbox/outbox";
import { memoryOutboxStore } from "../../../lib/outbox/outbox-db";
import { contributeAnswer, fetchAnsweredBy, memoryStorage } from "../testing/doubles";
import { emptyContributionDraft } from "./contribution-draft";
import { createContributionOutbox, type OutboxResult } from "./contribution-outbox";
import { contributionDraftKey, saveContribution } from "./draft-storage";

type Contribute = Parameters<typeof fetchAnsweredBy>[0];

const setup = (contribute: Contribute, online = { now: false }) => {
  const store = memoryOutboxStore();
  const storage = memoryStorage();
  const unwatched = vi.fn<(result: OutboxResult) => void>();
  const generic = createOutbox({ store, send: fetchAnsweredBy(contribute), isOnline: () => online.now });
  const outbox = createContributionOutbox(generic, { storage, onUnwatched: unwatched });
  const draft = (taskId: number) =>
    saveContribution(taskId, { draft: { ...emptyContributionDraft, description: "Mwen ranmase fatra nan lari a." }, stepIndex: 5 }, storage);
  return { store, storage, unwatched, outbox, draft, online };
};

const request = { notes: "Mwen ranmase fatra nan lari a." };

describe("contributions in the device's outbox", () => {
  it("keeps a contribution under its key, shown waiting on its task, and sends it once when the connection returns", async () => {
    const contribute = vi.fn<Contribute>(async (taskId) => contributeAnswer(taskId));
    const { store, outbox, online } = setup(contribute);
    await outbox.keep(3, request, "key-3-0123456789abcdef");
    expect(outbox.isWaiting(3)).toBe(true);
    expect(outbox.isWaiting(4)).toBe(false);
    expect(contribute).not.toHaveBeenCalled();
    const heard = vi.fn<(result: OutboxResult) => void>();
    outbox.watch(3, heard);
    online.now = true;
    await outbox.flush();
    expect(contribute).toHaveBeenCalledTimes(1);
    expect(contribute).toHaveBeenCalledWith(3, request, "key-3-0123456789abcdef");
    expect(heard).toHaveBeenCalledWith({ taskId: 3, outcome: "sent", answer: contributeAnswer(3) });
    expect(await store.all()).toEqual([]);
    expect(outbox.isWaiting(3)).toBe(false);
  });

  it("forgets the draft of a contribution sent with its wizard closed, and tells the page", async () => {
    const { storage, unwatched, outbox, draft, online } = setup(async (taskId) => contributeAnswer(taskId));
    draft(3);
    await outbox.keep(3, request, "key-3-0123456789abcdef");
    online.now = true;
    await outbox.flush();
    expect(storage.getItem(contributionDraftKey(3))).toBeNull();
    expect(unwatched).toHaveBeenCalledWith(expect.objectContaining({ taskId: 3, outcome: "sent" }));
  });

  it("hands a refusal over as the server's error, keeping the draft to fix", async () => {
    const refused = new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Invalid", fields: { notes: "Twò kout" } });
    const { store, storage, unwatched, outbox, draft, online } = setup(async () => Promise.reject(refused));
    draft(3);
    await outbox.keep(3, request, "key-3-0123456789abcdef");
    online.now = true;
    await outbox.flush();
    const [result] = unwatched.mock.calls[0] ?? [];
    expect(result?.outcome).toBe("refused");
    expect(result?.outcome === "refused" && result.error instanceof ApiError && result.error.fields).toEqual({ notes: "Twò kout" });
    expect(storage.getItem(contributionDraftKey(3))).not.toBeNull();
    expect(await store.all()).toEqual([]);
  });

  it("keeps the files still to upload as Blobs, sent before the contribution", async () => {
    const { store, outbox } = setup(async (taskId) => contributeAnswer(taskId));
    const photo = { field: "mediaUploadIds", single: false, purpose: "contribution-media", name: "foto.jpg", blob: new Blob(["jpeg"]) };
    await outbox.keep(3, request, "key-3-0123456789abcdef", [photo]);
    const [entry] = await store.all();
    expect(entry?.files?.[0]?.blob).toBeInstanceOf(Blob);
    expect(entry?.path).toBe("/api/tasks/3/contribute");
  });
});
