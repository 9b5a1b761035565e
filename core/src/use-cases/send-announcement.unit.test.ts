import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { memoryNotifications, recordingEvents } from "../testing/notification-doubles";
import { makeSendAnnouncement } from "./send-announcement";
import { immediateUnitOfWork } from "../ports/unit-of-work";

const clock = fixedClock(new Date("2026-11-22T12:00:00Z"));
const members = [
  { id: 1, serviceId: 3 },
  { id: 2, serviceId: 4 },
  { id: 3, serviceId: 3 },
  { id: 4, serviceId: null },
];

describe("sendAnnouncement", () => {
  it("notifies every member with the texts as written and pushes each their own notification", async () => {
    const { store, rows } = memoryNotifications(members);
    const events = recordingEvents();
    const receipt = await Effect.runPromise(
      makeSendAnnouncement({ notifications: store, events, clock, unitOfWork: immediateUnitOfWork })({ senderId: 9, body: { title: "Reyinyon", message: "Samdi a 10 è" } }),
    );
    expect(receipt).toEqual({ recipientCount: 4 });
    expect(rows.map((row) => [row.userId, row.title, row.type])).toEqual(
      members.map((member) => [member.id, { literal: "Reyinyon" }, "system_announcement"]),
    );
    expect(events.sent.map(({ userId, event }) => [userId, event.type === "notification" && event.notification.id])).toEqual(
      rows.map((row) => [row.userId, row.id]),
    );
  });

  it("reaches only the members of the service named", async () => {
    const { store, rows } = memoryNotifications(members);
    const events = recordingEvents();
    const receipt = await Effect.runPromise(
      makeSendAnnouncement({ notifications: store, events, clock, unitOfWork: immediateUnitOfWork })({ senderId: 9, body: { title: "Dlo", message: "Pa gen dlo jodi a", serviceId: 3 } }),
    );
    expect(receipt).toEqual({ recipientCount: 2 });
    expect(rows.map((row) => row.userId)).toEqual([1, 3]);
    expect(events.sent.map((sent) => sent.userId)).toEqual([1, 3]);
  });

  it("refuses a service that does not exist and sends nothing", async () => {
    const { store, rows } = memoryNotifications(members);
    const events = recordingEvents();
    const result = await Effect.runPromise(
      Effect.result(makeSendAnnouncement({ notifications: store, events, clock, unitOfWork: immediateUnitOfWork })({ senderId: 9, body: { title: "x", message: "y", serviceId: 99 } })),
    );
    expect(Result.isFailure(result) && result.failure.code).toBe("SERVICE.NOT_FOUND");
    expect(rows).toEqual([]);
    expect(events.sent).toEqual([]);
  });
});
