import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { contributionsInEveryStatus } from "../testing/contribution-doubles";
import { makeListTaskContributions } from "./list-task-contributions";

describe("listTaskContributions", () => {
  it("shows pending and approved contributions, newest first, never rejected ones nor contact details", async () => {
    const { contributions, ids } = await contributionsInEveryStatus();
    const result = await Effect.runPromise(Effect.result(makeListTaskContributions({ contributions })({ taskId: 10 })));
    const list = Result.isSuccess(result) ? result.success : [];
    expect(list.map((item) => item.id)).toEqual([ids.approved, ids.pending]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["contributedAt", "id", "notes", "status", "taskId"]);
  });

  it("refuses an unknown task", async () => {
    const { contributions } = await contributionsInEveryStatus();
    const result = await Effect.runPromise(Effect.result(makeListTaskContributions({ contributions })({ taskId: 99 })));
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "TASK.NOT_FOUND", messageKey: "errors.task.notFound" });
  });
});
