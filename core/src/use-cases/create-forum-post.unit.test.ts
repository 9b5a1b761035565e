import { Effect, Exit, Result } from "effect";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { describe, expect, it } from "vitest";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { RecordingPointsLedger } from "../testing/points-ledger-doubles";
import { makeCreateForumPost } from "./create-forum-post";

const setup = () => {
  const forums = new MemoryForumRepository();
  const points = new RecordingPointsLedger();
  const unitOfWork = new RecordingUnitOfWork();
  const post = makeCreateForumPost({ forums, points, unitOfWork });
  return { forums, points, unitOfWork, post };
};

describe("createForumPost", () => {
  it("posts in a visible forum as the signed-in member and awards the post points", async () => {
    const { forums, points, post } = setup();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });

    const created = await Effect.runPromise(post({ forumId, authorId: 8, request: { content: "M ap vin ede samdi." } }));

    expect(created).toMatchObject({ forumId, content: "M ap vin ede samdi.", author: { fullName: "Manm 8" }, likesCount: 0, hasLiked: false });
    expect(points.awards).toEqual([{ userId: 8, action: "forumPost", reference: { kind: "forumPost", id: created.id } }]);
  });

  it("stores the post and pays for it in one unit of work: a ledger failure undoes the post", async () => {
    const { forums, points, unitOfWork, post } = setup();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    points.failWith = new Error("ledger down");
    const exit = await Effect.runPromiseExit(post({ forumId, authorId: 8, request: { content: "Bonjou" } }));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });

  it("refuses a hidden or unknown forum, stores nothing and pays nothing", async () => {
    const { forums, points, post } = setup();
    const hidden = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kache", description: null, hidden: true });
    for (const forumId of [hidden, 99]) {
      const result = await Effect.runPromise(Effect.result(post({ forumId, authorId: 8, request: { content: "Bonjou" } })));
      expect(Result.isFailure(result) && result.failure.code).toBe("FORUM.NOT_FOUND");
    }
    expect(forums.posts).toEqual([]);
    expect(points.awards).toEqual([]);
  });
});
