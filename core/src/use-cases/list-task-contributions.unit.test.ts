import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { Role } from "../schemas/users";
import { contributionsInEveryStatus } from "../testing/contribution-doubles";
import { makeListTaskContributions } from "./list-task-contributions";

/** Member 7 wrote the pending and the rejected one on task 10; member 8 the approved one. */
const listFor = async (reader: { id: number; role: Role } | null, taskId = 10) => {
  const { contributions, ids } = await contributionsInEveryStatus();
  const result = await Effect.runPromise(Effect.result(makeListTaskContributions({ contributions })({ taskId, reader })));
  return { result, ids, list: Result.isSuccess(result) ? result.success : [] };
};

describe("listTaskContributions", () => {
  it("shows a visitor only approved contributions, never contact details", async () => {
    const { list, ids } = await listFor(null);
    expect(list.map((item) => item.id)).toEqual([ids.approved]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["contributedAt", "id", "notes", "status", "taskId"]);
  });

  it("shows another member only approved contributions", async () => {
    const { list, ids } = await listFor({ id: 9, role: "member" });
    expect(list.map((item) => item.id)).toEqual([ids.approved]);
  });

  it("shows an author their own in every status with it, newest first", async () => {
    const { list, ids } = await listFor({ id: 7, role: "member" });
    expect(list.map((item) => [item.id, item.status])).toEqual([
      [ids.rejected, "rejected"],
      [ids.approved, "approved"],
      [ids.pending, "pending"],
    ]);
  });

  it("shows a moderator or an admin every contribution", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const { list, ids } = await listFor({ id: 3, role });
      expect(list.map((item) => item.id)).toEqual([ids.rejected, ids.approved, ids.pending]);
    }
  });

  it("refuses an unknown task", async () => {
    const { result } = await listFor(null, 99);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "TASK.NOT_FOUND", messageKey: "errors.task.notFound" });
  });
});
