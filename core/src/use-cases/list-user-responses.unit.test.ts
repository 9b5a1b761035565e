import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { makeListUserResponses } from "./list-user-responses";

describe("listUserResponses", () => {
  it("lists the member's own visible posts, newest first, with their forum and likes", async () => {
    const forums = new MemoryForumRepository();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    const first = await forums.createPost({ forumId, authorId: 7, content: "Premye." });
    await forums.createPost({ forumId, authorId: 8, content: "Pa pa m." });
    const second = await forums.createPost({ forumId, authorId: 7, content: "Dezyèm." });
    await forums.like(first?.id ?? 0, 8);

    const list = await Effect.runPromise(makeListUserResponses({ forums })({ userId: 7, requesterId: 7 }));

    expect(list.map((response) => response.id)).toEqual([second?.id, first?.id]);
    expect(list[1]).toMatchObject({ subject: null, content: "Premye.", likesCount: 1, forum: { id: forumId, name: "Kanal yo" } });
  });

  it("refuses another member's list", async () => {
    const result = await Effect.runPromise(Effect.result(makeListUserResponses({ forums: new MemoryForumRepository() })({ userId: 8, requesterId: 7 })));
    expect(Result.isFailure(result) && result.failure.code).toBe("AUTH.FORBIDDEN");
  });
});
