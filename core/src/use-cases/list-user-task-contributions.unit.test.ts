import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { contributionsInEveryStatus } from "../testing/contribution-doubles";
import { makeListUserTaskContributions } from "./list-user-task-contributions";

describe("listUserTaskContributions", () => {
  it("lists the member's own contributions with their task, status and reason, newest first", async () => {
    const { contributions, ids } = await contributionsInEveryStatus();
    const result = await Effect.runPromise(
      Effect.result(makeListUserTaskContributions({ contributions })({ userId: 7, requesterId: 7, language: "ht" })),
    );
    const list = Result.isSuccess(result) ? result.success : [];
    expect(list.map((item) => item.id)).toEqual([ids.otherTask, ids.rejected, ids.pending]);
    expect(list[1]).toMatchObject({
      status: "rejected",
      rejectionReason: "Pa gen foto.",
      contributionType: "tag-fatra",
      location: null,
      task: { id: 10, title: "Make pil fatra a" },
    });
    expect(list[0]?.location).toEqual({ name: "Mache Fè" });
  });

  it("refuses another member's list", async () => {
    const { contributions } = await contributionsInEveryStatus();
    const result = await Effect.runPromise(
      Effect.result(makeListUserTaskContributions({ contributions })({ userId: 8, requesterId: 7, language: "ht" })),
    );
    expect(Result.isFailure(result) && result.failure.code).toBe("AUTH.FORBIDDEN");
  });
});
