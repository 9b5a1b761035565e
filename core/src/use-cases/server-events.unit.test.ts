import { describe, expect, it } from "vitest";
import { serverEventSchema } from "../schemas/events";
import { taggingTranslate } from "../testing/notification-doubles";
import { renderServerEvent } from "./server-events";

describe("renderServerEvent", () => {
  it("renders each kind of member event as a valid ServerEvent in the reader's language", () => {
    const createdAt = new Date("2026-11-22T10:00:00Z");
    const rendered = [
      renderServerEvent(
        {
          type: "notification",
          notification: {
            id: 5,
            userId: 7,
            type: "task_response",
            title: { key: "points.action.contributionApproved" },
            message: { literal: "Bravo" },
            reference: { kind: "contribution", id: 3 },
            isRead: false,
            createdAt,
          },
        },
        "pt",
        taggingTranslate,
      ),
      renderServerEvent({ type: "points", entry: { id: 9, action: "forumPost", points: 2, createdAt } }, "en", taggingTranslate),
      renderServerEvent({ type: "stats", stats: { totalPoints: 2, weeklyPoints: 2, rank: 1, totalContributions: 0 } }, "ht", taggingTranslate),
    ];
    expect(rendered.map((event) => serverEventSchema.safeParse(event).success)).toEqual([true, true, true]);
    expect(rendered[0]).toMatchObject({ type: "notification", data: { title: "pt:points.action.contributionApproved", message: "Bravo" } });
    expect(rendered[1]).toEqual({ type: "points", data: { id: 9, points: 2, description: "en:points.action.forumPost", createdAt: "2026-11-22T10:00:00.000Z" } });
  });

  it("gives members the activity's first names and visitors none", () => {
    const activity = {
      activeMemberCount: 1,
      windowMinutes: 15,
      recentActions: [
        { id: "idea:4", userName: "Marie", action: "idea" as const, serviceNames: { ht: "Sante" }, serviceId: 2, occurredAt: new Date("2026-11-22T10:00:00.000Z") },
      ],
    };
    const forMember = renderServerEvent({ type: "liveActivity", activity }, "ht", taggingTranslate, "member");
    const forVisitor = renderServerEvent({ type: "liveActivity", activity }, "ht", taggingTranslate, "visitor");
    expect(serverEventSchema.safeParse(forVisitor).success).toBe(true);
    expect(forMember).toMatchObject({ data: { recentActions: [{ userName: "Marie" }] } });
    expect(forVisitor).toMatchObject({ data: { activeMemberCount: 1, recentActions: [{ id: "idea:4", userName: null }] } });
  });

  it("gives members a live comment's author and visitors the comment alone", () => {
    const comment = { id: 3, broadcastId: 1, authorId: 7, authorName: "Jean Pierre", content: "Bonswa!", createdAt: new Date("2026-11-22T10:00:00.000Z") };
    const forMember = renderServerEvent({ type: "liveComment", comment }, "ht", taggingTranslate, "member");
    const forVisitor = renderServerEvent({ type: "liveComment", comment }, "ht", taggingTranslate, "visitor");
    expect(serverEventSchema.safeParse(forVisitor).success).toBe(true);
    expect(forMember).toEqual({ type: "liveComment", data: { id: 3, content: "Bonswa!", author: { fullName: "Jean Pierre" }, createdAt: "2026-11-22T10:00:00.000Z" } });
    expect(forVisitor).toMatchObject({ data: { id: 3, author: null } });
  });

  it("tells members and visitors alike which live comment a moderator hid, by its id alone", () => {
    for (const audience of ["member", "visitor"] as const) {
      const rendered = renderServerEvent({ type: "liveCommentHidden", commentId: 3 }, "fr", taggingTranslate, audience);
      expect(rendered).toEqual({ type: "liveCommentHidden", data: { id: 3 } });
      expect(serverEventSchema.safeParse(rendered).success).toBe(true);
    }
  });
});
