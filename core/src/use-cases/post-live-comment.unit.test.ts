import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { liveMeetingNow, liveMeetingWorld, MemoryLiveComments } from "../testing/live-doubles";
import { makePostLiveComment } from "./post-live-comment";

const setup = () => {
  const world = liveMeetingWorld();
  const comments = new MemoryLiveComments({ 7: "Jean Pierre" });
  const post = makePostLiveComment({ ...world, comments });
  return { world, comments, post: (content: string) => Effect.runPromise(Effect.result(post({ authorId: 7, request: { content } }))) };
};

describe("posting a comment under the live meeting", () => {
  it("stores it under the live broadcast, answers it named, and pushes it to every open page", async () => {
    const { world, comments, post } = setup();
    await world.broadcasts.start(4, liveMeetingNow);
    const result = await post("Bonjou tout moun!");
    expect(Result.isSuccess(result) && result.success).toEqual({ id: 1, content: "Bonjou tout moun!", author: { fullName: "Jean Pierre" }, createdAt: liveMeetingNow.toISOString() });
    expect(comments.rows).toHaveLength(1);
    expect(world.events.sent).toEqual([{ userId: "public", event: { type: "liveComment", comment: expect.objectContaining({ id: 1, authorId: 7, broadcastId: 1 }) } }]);
  });

  it("refuses a comment while no meeting is live, storing and telling nothing", async () => {
    const { world, comments, post } = setup();
    const result = await post("Gen moun la?");
    expect(Result.isFailure(result) && result.failure.code).toBe("LIVE_MEETING.NOT_LIVE");
    expect(comments.rows).toEqual([]);
    expect(world.events.sent).toEqual([]);
  });
});
