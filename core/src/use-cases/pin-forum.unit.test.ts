import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { MemoryForumRepository } from "../testing/forum-doubles";
import { makePinForum } from "./pin-forum";
import { immediateUnitOfWork } from "../ports/unit-of-work";

const now = new Date("2026-04-02T09:00:00.000Z");

const setup = () => {
  const forums = new MemoryForumRepository();
  const older = forums.addForum({ serviceId: 4, creatorId: 7, title: "Règ fowòm yo", description: null });
  const newer = forums.addForum({ serviceId: 4, creatorId: 8, title: "Kanal yo", description: "Ri Pave" });
  const hidden = forums.addForum({ serviceId: 4, creatorId: 8, title: "Kache", description: null, hidden: true });
  const pin = makePinForum({ forums, clock: fixedClock(now), unitOfWork: immediateUnitOfWork });
  const run = (forumId: number, pinned: boolean) => Effect.runPromise(Effect.result(pin({ forumId, pinned, moderatorId: 9 })));
  const order = async () => (await forums.listByService(4)).map((forum) => [forum.title, forum.isPinned]);
  return { forums, older, newer, hidden, run, order };
};

describe("pinForum", () => {
  it("pins a forum above newer ones, answers it pinned, and records who did it and when", async () => {
    const { forums, older, run, order } = setup();
    expect(await order()).toEqual([
      ["Kanal yo", false],
      ["Règ fowòm yo", false],
    ]);

    const result = await run(older, true);

    expect(Result.isSuccess(result) && result.success).toMatchObject({ id: older, title: "Règ fowòm yo", isPinned: true, creator: { fullName: "Manm 7" } });
    expect(await order()).toEqual([
      ["Règ fowòm yo", true],
      ["Kanal yo", false],
    ]);
    expect(forums.pinChanges).toEqual([{ forumId: older, pinned: true, moderatorId: 9, at: now }]);
  });

  it("answers the forum unchanged and records nothing more when it already is as asked", async () => {
    const { forums, older, newer, run } = setup();
    await run(older, true);

    const again = await run(older, true);
    const notPinned = await run(newer, false);

    expect(Result.isSuccess(again) && again.success.isPinned).toBe(true);
    expect(Result.isSuccess(notPinned) && notPinned.success.isPinned).toBe(false);
    expect(forums.pinChanges).toHaveLength(1);
  });

  it("unpins a pinned forum: it goes back among the others by date", async () => {
    const { forums, older, run, order } = setup();
    await run(older, true);

    const result = await run(older, false);

    expect(Result.isSuccess(result) && result.success.isPinned).toBe(false);
    expect(await order()).toEqual([
      ["Kanal yo", false],
      ["Règ fowòm yo", false],
    ]);
    expect(forums.pinChanges.map((change) => change.pinned)).toEqual([true, false]);
  });

  it("answers FORUM.NOT_FOUND for a hidden or unknown forum and changes nothing", async () => {
    const { forums, hidden, run } = setup();

    for (const forumId of [hidden, 99]) {
      const result = await run(forumId, true);
      expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "FORUM.NOT_FOUND", messageKey: "community.error.forumNotFound" });
    }
    expect(forums.forums.find((forum) => forum.id === hidden)?.isPinned).toBe(false);
    expect(forums.pinChanges).toEqual([]);
  });
});
