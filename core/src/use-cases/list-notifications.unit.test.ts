import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryNotifications, taggingTranslate } from "../testing/notification-doubles";
import { makeListNotifications, notificationListLimit } from "./list-notifications";

const at = (iso: string) => new Date(iso);

describe("listNotifications", () => {
  it("lists only the member's own notifications, newest first, texts in their language and literals as written", async () => {
    const { store } = memoryNotifications();
    await store.add(
      { userId: 7, type: "task_response", title: { key: "points.action.contributionApproved" }, message: { literal: "Mèsi!" } },
      at("2026-11-20T10:00:00Z"),
    );
    await store.add({ userId: 8, type: "other", title: { literal: "Pa pou ou" }, message: { literal: "-" } }, at("2026-11-21T10:00:00Z"));
    await store.add(
      { userId: 7, type: "system_announcement", title: { literal: "Reyinyon" }, message: { literal: "Samdi a 10 è" } },
      at("2026-11-22T10:00:00Z"),
    );

    const list = await Effect.runPromise(makeListNotifications({ notifications: store, translate: taggingTranslate })({ userId: 7, language: "fr" }));
    expect(list).toEqual([
      { id: 3, type: "system_announcement", title: "Reyinyon", message: "Samdi a 10 è", isRead: false, createdAt: "2026-11-22T10:00:00.000Z" },
      { id: 1, type: "task_response", title: "fr:points.action.contributionApproved", message: "Mèsi!", isRead: false, createdAt: "2026-11-20T10:00:00.000Z" },
    ]);
  });

  it("shows a key no longer in the catalogs as the key instead of failing", async () => {
    const { store } = memoryNotifications();
    await store.add({ userId: 7, type: "other", title: { key: "gone.key" as never }, message: { literal: "x" } }, at("2026-11-20T10:00:00Z"));
    const [first] = await Effect.runPromise(makeListNotifications({ notifications: store, translate: taggingTranslate })({ userId: 7, language: "ht" }));
    expect(first?.title).toBe("gone.key");
  });

  it("stops at the list limit", async () => {
    const { store } = memoryNotifications();
    for (let minute = 0; minute < notificationListLimit + 5; minute += 1) {
      await store.add({ userId: 7, type: "other", title: { literal: `n${minute}` }, message: { literal: "-" } }, new Date(Date.UTC(2026, 10, 20, 0, minute)));
    }
    const list = await Effect.runPromise(makeListNotifications({ notifications: store, translate: taggingTranslate })({ userId: 7, language: "ht" }));
    expect(list).toHaveLength(notificationListLimit);
    expect(list[0]?.title).toBe(`n${notificationListLimit + 4}`);
  });
});
