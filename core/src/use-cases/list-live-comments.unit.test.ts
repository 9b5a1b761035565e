import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { liveMeetingNow, memoryBroadcasts, MemoryLiveComments } from "../testing/live-doubles";
import { makeListLiveComments } from "./list-live-comments";

const setup = async () => {
  const broadcasts = memoryBroadcasts();
  const comments = new MemoryLiveComments({ 7: "Jean Pierre" });
  const list = makeListLiveComments({ broadcasts, comments });
  return { broadcasts, comments, read: (query: { before?: number; limit: number }, signedIn = true) => Effect.runPromise(list({ query, signedIn })) };
};

describe("listing the comments under the live meeting", () => {
  it("gives nothing while no meeting is live", async () => {
    const { read } = await setup();
    expect(await read({ limit: 10 })).toEqual({ comments: [], nextBefore: null });
  });

  it("pages the live broadcast's visible comments newest first, names for members only", async () => {
    const { broadcasts, comments, read } = await setup();
    const { broadcast } = await broadcasts.start(4, liveMeetingNow);
    for (const content of ["Youn", "De", "Twa", "Kat"]) await comments.add({ broadcastId: broadcast.id, authorId: 7, content, at: liveMeetingNow });
    await comments.add({ broadcastId: broadcast.id + 1, authorId: 7, content: "Lòt reyinyon", at: liveMeetingNow });
    comments.hide(3);

    const first = await read({ limit: 2 });
    expect(first.comments.map((comment) => comment.content)).toEqual(["Kat", "De"]);
    expect(first.comments[0]?.author).toEqual({ fullName: "Jean Pierre" });
    expect(first.nextBefore).toBe(2);
    const older = await read({ before: 2, limit: 2 });
    expect(older).toEqual({ comments: [expect.objectContaining({ content: "Youn" })], nextBefore: null });
    expect((await read({ limit: 2 }, false)).comments[0]?.author).toBeNull();
  });
});
