import { Effect, Exit, Result } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { MemoryContentReports, MemoryHideableSource, type MemoryItem } from "../testing/forum-doubles";
import { makeHideContent } from "./hide-content";
import { recordingEvents } from "../testing/notification-doubles";
import { RecordingNotifier } from "../testing/review-doubles";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";

const now = new Date("2026-04-02T09:00:00.000Z");

const setup = () => {
  const items: MemoryItem[] = [
    { kind: "forumPost", id: 1, authorId: 7, hidden: false },
    { kind: "forum", id: 1, authorId: 6, hidden: false },
    { kind: "idea", id: 4, authorId: 5, hidden: true },
    { kind: "liveComment", id: 12, authorId: 8, hidden: false },
  ];
  const reports = new MemoryContentReports(items);
  const posts = new MemoryHideableSource("forumPost", items, reports);
  const forums = new MemoryHideableSource("forum", items, reports);
  const notifier = new RecordingNotifier();
  const unitOfWork = new RecordingUnitOfWork();
  const events = recordingEvents();
  const hide = makeHideContent({
    hideables: {
      forumPost: posts,
      forum: forums,
      idea: new MemoryHideableSource("idea", items, reports),
      liveComment: new MemoryHideableSource("liveComment", items, reports),
    },
    notifier,
    events,
    clock: fixedClock(now),
    unitOfWork,
  });
  const run = (kind: "idea" | "forum" | "forumPost" | "liveComment", id: number) =>
    Effect.runPromise(Effect.result(hide({ kind, id, reason: "Li joure lòt manm.", moderatorId: 9 })));
  return { items, reports, posts, notifier, events, unitOfWork, hide, run };
};

describe("hideContent", () => {
  it("hides the item with its reason, resolves its reports and tells its author why", async () => {
    const { items, reports, posts, notifier, run } = setup();
    await reports.report({ kind: "forumPost", itemId: 1, reporterId: 8, reason: "Joure.", at: now }, { max: 5, since: now });

    expect(Result.isSuccess(await run("forumPost", 1))).toBe(true);

    expect(items[0]?.hidden).toBe(true);
    expect(items[1]?.hidden).toBe(false);
    expect(posts.hidings).toEqual([{ id: 1, moderatorId: 9, reason: "Li joure lòt manm.", at: now }]);
    expect(await reports.listOpen(10)).toEqual([]);
    expect(notifier.sent).toEqual([
      {
        userId: 7,
        type: "other",
        title: { key: "community.notification.forumPostHidden.title" },
        message: { key: "community.notification.hidden.message", params: { reason: "Li joure lòt manm." } },
        reference: { kind: "forumPost", id: 1 },
      },
    ]);
  });

  it("names the kind in the author's notice", async () => {
    const { notifier, run } = setup();
    await run("forum", 1);
    expect(notifier.sent[0]).toMatchObject({ userId: 6, title: { key: "community.notification.forumHidden.title" } });
  });

  it("refuses what is already hidden or unknown, and tells nobody", async () => {
    const { notifier, run } = setup();
    const again = await run("idea", 4);
    expect(Result.isFailure(again) && again.failure).toMatchObject({ code: "CONTENT.ALREADY_HIDDEN", messageKey: "community.error.alreadyHidden" });
    const unknown = await run("forumPost", 99);
    expect(Result.isFailure(unknown) && unknown.failure.code).toBe("CONTENT.NOT_FOUND");
    expect(notifier.sent).toEqual([]);
  });

  it("hides and tells in one unit of work: a notice that fails undoes the hiding", async () => {
    const { notifier, unitOfWork, hide } = setup();
    notifier.failWith = new Error("notifications down");
    const exit = await Effect.runPromiseExit(hide({ kind: "forumPost", id: 1, reason: "Li joure lòt manm.", moderatorId: 9 }));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });

  it("answers CONTENT.NOT_FOUND for a kind that cannot be hidden yet", async () => {
    const { notifier } = setup();
    const hide = makeHideContent({ hideables: {}, notifier, events: recordingEvents(), clock: fixedClock(now), unitOfWork: new RecordingUnitOfWork() });
    const result = await Effect.runPromise(Effect.result(hide({ kind: "idea", id: 1, reason: "x", moderatorId: 9 })));
    expect(Result.isFailure(result) && result.failure.code).toBe("CONTENT.NOT_FOUND");
  });

  it("takes a hidden live comment off every open page through the public stream, and nothing else", async () => {
    const { events, items, run } = setup();
    expect(Result.isSuccess(await run("forumPost", 1))).toBe(true);
    expect(events.sent).toEqual([]);
    expect(Result.isSuccess(await run("liveComment", 12))).toBe(true);
    expect(items[3]?.hidden).toBe(true);
    expect(events.sent).toEqual([{ userId: "public", event: { type: "liveCommentHidden", commentId: 12 } }]);
    expect((await run("liveComment", 12)) && events.sent).toHaveLength(1);
  });
});
