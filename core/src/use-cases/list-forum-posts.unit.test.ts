import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { makeListForumPosts } from "./list-forum-posts";

describe("listForumPosts", () => {
  it("lists a visible forum's visible posts, oldest first, with the reader's likes", async () => {
    const forums = new MemoryForumRepository();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    const first = await forums.createPost({ forumId, authorId: 7, content: "Kanal Ri Pave bouche." });
    const hidden = await forums.createPost({ forumId, authorId: 8, content: "Mesaj pou kache." });
    const second = await forums.createPost({ forumId, authorId: 8, content: "M ap pote pèl demen." });
    const stored = forums.posts.find((post) => post.id === hidden?.id);
    if (stored !== undefined) stored.hidden = true;
    await forums.like(second?.id ?? 0, 7);

    const posts = await Effect.runPromise(makeListForumPosts({ forums })({ forumId, viewerId: 7 }));

    expect(posts.map((post) => [post.id, post.likesCount, post.hasLiked])).toEqual([
      [first?.id, 0, false],
      [second?.id, 1, true],
    ]);
  });

  it("answers FORUM.NOT_FOUND for a hidden or unknown forum", async () => {
    const forums = new MemoryForumRepository();
    const hidden = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kache", description: null, hidden: true });
    for (const forumId of [hidden, 99]) {
      const result = await Effect.runPromise(Effect.result(makeListForumPosts({ forums })({ forumId, viewerId: 7 })));
      expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "FORUM.NOT_FOUND", messageKey: "community.error.forumNotFound" });
    }
  });
});
