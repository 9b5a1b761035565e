import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { serviceNamed, servicesOf } from "../testing/service-doubles";
import { makeListServiceForums } from "./list-service-forums";

const catalog = servicesOf([serviceNamed(4, { ht: "Jesyon Fatra" })]);

describe("listServiceForums", () => {
  it("lists the service's visible forums, pinned first, then newest", async () => {
    const forums = new MemoryForumRepository();
    const older = forums.addForum({ serviceId: 4, creatorId: 7, title: "Kanal yo", description: null });
    const pinned = forums.addForum({ serviceId: 4, creatorId: 7, title: "Règ fowòm nan", description: null, isPinned: true });
    forums.addForum({ serviceId: 4, creatorId: 7, title: "Kache", description: null, hidden: true });
    forums.addForum({ serviceId: 5, creatorId: 7, title: "Lòt sèvis", description: null });
    const newer = forums.addForum({ serviceId: 4, creatorId: 8, title: "Fatra mache a", description: "Chak samdi" });

    const list = await Effect.runPromise(makeListServiceForums({ services: catalog, forums })({ serviceId: 4, language: "ht" }));

    expect(list.map((forum) => forum.id)).toEqual([pinned, newer, older]);
    expect(list[1]).toMatchObject({ title: "Fatra mache a", description: "Chak samdi", creator: { fullName: "Manm 8" }, posts: 0 });
  });

  it("answers SERVICE.NOT_FOUND for an unknown service", async () => {
    const result = await Effect.runPromise(
      Effect.result(makeListServiceForums({ services: catalog, forums: new MemoryForumRepository() })({ serviceId: 99, language: "ht" })),
    );
    expect(Result.isFailure(result) && result.failure.code).toBe("SERVICE.NOT_FOUND");
  });
});
