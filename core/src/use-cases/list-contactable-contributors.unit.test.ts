import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { makeListContactableContributors } from "./list-contactable-contributors";
import { MemoryCallRequests } from "../testing/review-doubles";

const calls = new MemoryCallRequests(
  [
    { id: 1, taskId: 10, authorId: 4, contactable: true, contributedAt: new Date("2026-03-01T10:00:00Z") },
    { id: 2, taskId: 10, authorId: 5, contactable: false, contributedAt: new Date("2026-03-01T11:00:00Z") },
    { id: 3, taskId: 10, authorId: 7, contactable: true, contributedAt: new Date("2026-03-01T12:00:00Z") },
  ],
  [10, 11],
);
const listContactable = makeListContactableContributors({ calls });

describe("listContactableContributors", () => {
  it("lists the task's contactable contributors other than the requester", async () => {
    const contributors = await Effect.runPromise(listContactable({ taskId: 10, requesterId: 7 }));

    expect(contributors).toEqual([
      { contributionId: 1, fullName: "Manm 4", profilePhoto: null, contributedAt: "2026-03-01T10:00:00.000Z" },
    ]);
  });

  it("answers an empty list for a task nobody can be called about", async () => {
    expect(await Effect.runPromise(listContactable({ taskId: 11, requesterId: 7 }))).toEqual([]);
  });

  it("fails with TASK.NOT_FOUND for an unknown task", async () => {
    const result = await Effect.runPromise(Effect.result(listContactable({ taskId: 99, requesterId: 7 })));

    expect(Result.isFailure(result) && result.failure.code).toBe("TASK.NOT_FOUND");
  });
});
