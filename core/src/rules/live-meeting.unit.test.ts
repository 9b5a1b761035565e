import { describe, expect, it } from "vitest";
import { liveMeetingStatusOf, meetingUrlOf } from "./live-meeting";

const settings = { baseUrl: "https://meet.jit.si/", meetingId: "Kominote Reyinyon 2026" };

describe("meetingUrlOf", () => {
  it("joins the base and the meeting ID with its spaces removed", () => {
    expect(meetingUrlOf(settings)).toBe("https://meet.jit.si/KominoteReyinyon2026");
  });
});

describe("liveMeetingStatusOf", () => {
  it("tells where to join while live", () => {
    const startedAt = new Date("2026-05-01T18:00:00.000Z");
    expect(liveMeetingStatusOf({ id: 1, startedAt, startedBy: 3 }, settings, 2)).toEqual({
      isLive: true,
      meetingId: "Kominote Reyinyon 2026",
      meetingUrl: "https://meet.jit.si/KominoteReyinyon2026",
      startedAt: "2026-05-01T18:00:00.000Z",
      viewerCount: 2,
    });
  });

  it("gives no meeting while off", () => {
    expect(liveMeetingStatusOf(null, settings, 0)).toEqual({ isLive: false, meetingId: null, meetingUrl: null, startedAt: null, viewerCount: 0 });
  });
});
