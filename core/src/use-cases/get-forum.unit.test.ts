import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { makeGetForum } from "./get-forum";

describe("getForum", () => {
  it("gives a visible forum with its title, creator and visible post count", async () => {
    const forums = new MemoryForumRepository();
    const forumId = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: "Ri Pave" });
    await forums.createPost({ forumId, authorId: 8, content: "Kanal la bouche ankò." });

    const forum = await Effect.runPromise(makeGetForum({ forums })({ forumId }));

    expect(forum).toMatchObject({ id: forumId, serviceId: 4, title: "Kanal yo", description: "Ri Pave", creator: { fullName: "Manm 7" }, posts: 1 });
  });

  it("answers FORUM.NOT_FOUND for a hidden or unknown forum", async () => {
    const forums = new MemoryForumRepository();
    const hidden = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kache", description: null, hidden: true });
    const getForum = makeGetForum({ forums });

    for (const forumId of [hidden, 99]) {
      const result = await Effect.runPromise(Effect.result(getForum({ forumId })));
      expect(Result.isFailure(result) && result.failure.code).toBe("FORUM.NOT_FOUND");
    }
  });
});
