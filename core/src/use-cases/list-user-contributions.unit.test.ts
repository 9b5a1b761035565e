import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { contributionsInEveryStatus } from "../testing/contribution-doubles";
import { makeListUserContributions } from "./list-user-contributions";

describe("listUserContributions", () => {
  it("lists the member's own contributions for the account page, newest first, whatever their status", async () => {
    const { contributions, ids } = await contributionsInEveryStatus();
    const result = await Effect.runPromise(Effect.result(makeListUserContributions({ contributions })({ userId: 7, requesterId: 7, language: "ht" })));
    const list = Result.isSuccess(result) ? result.success : [];
    expect(list.map((item) => item.id)).toEqual([ids.otherTask, ids.rejected, ids.pending]);
    expect(list[1]).toMatchObject({ taskTitle: "Make pil fatra a", hasContactInfo: false });
    expect(list[0]?.hasContactInfo).toBe(true);
  });

  it("refuses another member's list", async () => {
    const { contributions } = await contributionsInEveryStatus();
    const result = await Effect.runPromise(Effect.result(makeListUserContributions({ contributions })({ userId: 8, requesterId: 7, language: "ht" })));
    expect(Result.isFailure(result) && result.failure.code).toBe("AUTH.FORBIDDEN");
  });
});
