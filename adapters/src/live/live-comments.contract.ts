import type { LiveComments } from "@kominote/core/ports/live-comments";
import { beforeEach, expect, it } from "vitest";

export interface LiveCommentsHarness {
  readonly comments: LiveComments;
  readonly given: {
    /** A member, with the name comments should carry. */
    member(): Promise<{ readonly id: number; readonly fullName: string }>;
    /** A broadcast comments can be posted under. */
    broadcast(): Promise<number>;
    /** A moderator hides the comment. */
    hide(commentId: number): Promise<void>;
  };
}

/** What the live meeting's use cases rely on from any LiveComments, in memory or in PostgreSQL. */
export const liveCommentsContract = (fresh: () => Promise<LiveCommentsHarness>): void => {
  let harness: LiveCommentsHarness;
  beforeEach(async () => {
    harness = await fresh();
  });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 18, minute));

  it("stores a comment and reads it back with its author's name", async () => {
    const author = await harness.given.member();
    const broadcastId = await harness.given.broadcast();
    const added = await harness.comments.add({ broadcastId, authorId: author.id, content: "Bonswa tout moun!", at: at(1) });
    expect(added).toEqual({ id: expect.any(Number), broadcastId, authorId: author.id, authorName: author.fullName, content: "Bonswa tout moun!", createdAt: at(1) });
    expect(await harness.comments.list(broadcastId, { limit: 10 })).toEqual([added]);
  });

  it("lists one broadcast's visible comments newest first, older than `before`, at most `limit`", async () => {
    const author = await harness.given.member();
    const [broadcastId, other] = [await harness.given.broadcast(), await harness.given.broadcast()];
    const ids: number[] = [];
    for (const [index, content] of ["Youn", "De", "Twa", "Kat"].entries()) {
      ids.push((await harness.comments.add({ broadcastId, authorId: author.id, content, at: at(index) })).id);
    }
    await harness.comments.add({ broadcastId: other, authorId: author.id, content: "Lòt", at: at(9) });
    await harness.given.hide(ids[2] ?? 0);
    const contents = async (page: { before?: number; limit: number }) => (await harness.comments.list(broadcastId, page)).map((comment) => comment.content);
    expect(await contents({ limit: 10 })).toEqual(["Kat", "De", "Youn"]);
    expect(await contents({ limit: 2 })).toEqual(["Kat", "De"]);
    expect(await contents({ before: ids[1] ?? 0, limit: 10 })).toEqual(["Youn"]);
  });
};
