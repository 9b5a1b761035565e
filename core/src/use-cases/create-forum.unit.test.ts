import { Effect, Exit, Result } from "effect";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { describe, expect, it } from "vitest";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { serviceNamed, servicesOf } from "../testing/service-doubles";
import { RecordingPointsLedger } from "../testing/points-ledger-doubles";
import { makeCreateForum } from "./create-forum";

const catalog = servicesOf([serviceNamed(4, { ht: "Jesyon Fatra" })]);

const setup = () => {
  const forums = new MemoryForumRepository();
  const points = new RecordingPointsLedger();
  const unitOfWork = new RecordingUnitOfWork();
  const create = makeCreateForum({ services: catalog, forums, points, unitOfWork });
  return { forums, points, unitOfWork, create };
};

describe("createForum", () => {
  it("opens a forum in any service for its creator and awards the forum points once", async () => {
    const { forums, points, create } = setup();

    const forum = await Effect.runPromise(create({ serviceId: 4, creatorId: 7, request: { title: "Kanal yo bouche", description: "" }, language: "ht" }));

    expect(forum).toMatchObject({ serviceId: 4, title: "Kanal yo bouche", description: null, isPinned: false, creator: { fullName: "Manm 7" }, posts: 0 });
    expect(await forums.listByService(4)).toEqual([forum]);
    expect(points.awards).toEqual([{ userId: 7, action: "forumCreated", reference: { kind: "forum", id: forum.id } }]);
  });

  it("opens the forum and pays for it in one unit of work: a ledger failure undoes the forum", async () => {
    const { points, unitOfWork, create } = setup();
    points.failWith = new Error("ledger down");
    const exit = await Effect.runPromiseExit(create({ serviceId: 4, creatorId: 7, request: { title: "Dlo" }, language: "ht" }));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });

  it("refuses an unknown service and stores nothing", async () => {
    const { forums, points, create } = setup();
    const result = await Effect.runPromise(Effect.result(create({ serviceId: 99, creatorId: 7, request: { title: "Dlo" }, language: "ht" })));
    expect(Result.isFailure(result) && result.failure.code).toBe("SERVICE.NOT_FOUND");
    expect(forums.forums).toEqual([]);
    expect(points.awards).toEqual([]);
  });
});
