import { Effect, Result } from "effect";
import { describe, expect, it, vi } from "vitest";
import { fixedClock } from "../ports/clock";
import type { ContentView, ContentViews } from "../ports/content-views";
import type { ForumRepository } from "../ports/forum-repository";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { makeListForumPosts } from "./list-forum-posts";

const readAt = new Date("2026-04-02T15:00:00Z");

/** Lists posts with views kept in `recorded`, and recording failures in `failures`. */
const listingWith = (forums: ForumRepository, views: ContentViews = { recordView: async () => {} }) => {
  const failures: unknown[] = [];
  const listForumPosts = makeListForumPosts({ forums, views, clock: fixedClock(readAt), onViewFailure: (cause) => failures.push(cause) });
  return { listForumPosts, failures };
};

const recordingViews = () => {
  const recorded: ContentView[] = [];
  return { recorded, views: { recordView: async (view: ContentView) => void recorded.push(view) } satisfies ContentViews };
};

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

    const posts = await Effect.runPromise(listingWith(forums).listForumPosts({ forumId, viewerId: 7 }));

    expect(posts.map((post) => [post.id, post.likesCount, post.hasLiked])).toEqual([
      [first?.id, 0, false],
      [second?.id, 1, true],
    ]);
  });

  it("answers FORUM.NOT_FOUND for a hidden or unknown forum", async () => {
    const forums = new MemoryForumRepository();
    const hidden = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kache", description: null, hidden: true });
    const { listForumPosts } = listingWith(forums);
    for (const forumId of [hidden, 99]) {
      const result = await Effect.runPromise(Effect.result(listForumPosts({ forumId, viewerId: 8 })));
      expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "FORUM.NOT_FOUND", messageKey: "community.error.forumNotFound" });
    }
  });

  it("records the reading as a view of the forum for its creator", async () => {
    const forums = new MemoryForumRepository();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    const { recorded, views } = recordingViews();

    await Effect.runPromise(listingWith(forums, views).listForumPosts({ forumId, viewerId: 8 }));

    await vi.waitFor(() => expect(recorded).toEqual([{ kind: "forum", itemId: forumId, ownerId: 7, viewerId: 8, at: readAt }]));
  });

  it("answers the posts even when the view cannot be recorded, and reports the failure", async () => {
    const forums = new MemoryForumRepository();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    await forums.createPost({ forumId, authorId: 7, content: "Kanal Ri Pave bouche." });
    const outage = new Error("the views table is unreachable");
    const { listForumPosts, failures } = listingWith(forums, { recordView: () => Promise.reject(outage) });

    const posts = await Effect.runPromise(listForumPosts({ forumId, viewerId: 8 }));

    expect(posts).toHaveLength(1);
    await vi.waitFor(() => expect(failures).toEqual([outage]));
  });
});
