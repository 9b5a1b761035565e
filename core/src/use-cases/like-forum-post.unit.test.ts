import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { makeLikeForumPost } from "./like-forum-post";
import { immediateUnitOfWork } from "../ports/unit-of-work";

describe("likeForumPost", () => {
  it("counts one like per member, however often they like", async () => {
    const forums = new MemoryForumRepository();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    const post = await forums.createPost({ forumId, authorId: 7, content: "Kanal la bouche." });
    const like = makeLikeForumPost({ forums, unitOfWork: immediateUnitOfWork });
    const postId = post?.id ?? 0;

    expect(await Effect.runPromise(like({ postId, userId: 8 }))).toEqual({ postId, likesCount: 1, hasLiked: true });
    expect(await Effect.runPromise(like({ postId, userId: 8 }))).toEqual({ postId, likesCount: 1, hasLiked: true });
    expect(await Effect.runPromise(like({ postId, userId: 9 }))).toEqual({ postId, likesCount: 2, hasLiked: true });
  });

  it("refuses the author's like of their own post with FORUM_POST.OWN_POST, counting nothing", async () => {
    const forums = new MemoryForumRepository();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    const post = await forums.createPost({ forumId, authorId: 7, content: "Kanal la bouche." });
    const result = await Effect.runPromise(Effect.result(makeLikeForumPost({ forums, unitOfWork: immediateUnitOfWork })({ postId: post?.id ?? 0, userId: 7 })));
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "FORUM_POST.OWN_POST", messageKey: "community.error.ownPost" });
    expect(forums.likes.size).toBe(0);
  });

  it("answers FORUM_POST.NOT_FOUND for a hidden post, a post of a hidden forum, or an unknown one", async () => {
    const forums = new MemoryForumRepository();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    const hiddenPost = await forums.createPost({ forumId, authorId: 7, content: "Pou kache." });
    const inHiddenForum = await forums.createPost({ forumId: forums.addForum({ serviceId: 4, creatorId: 7, title: "B", description: null }), authorId: 7, content: "Lòt." });
    for (const stored of forums.posts) if (stored.id === hiddenPost?.id) stored.hidden = true;
    for (const forum of forums.forums) if (forum.id !== forumId) forum.hidden = true;

    for (const postId of [hiddenPost?.id ?? 0, inHiddenForum?.id ?? 0, 99]) {
      const result = await Effect.runPromise(Effect.result(makeLikeForumPost({ forums, unitOfWork: immediateUnitOfWork })({ postId, userId: 8 })));
      expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "FORUM_POST.NOT_FOUND", messageKey: "community.error.postNotFound" });
    }
    expect(forums.likes.size).toBe(0);
  });
});
