import type { LiveComment, LiveMeetingStatus } from "@kominote/core/schemas/live";

/** Fixtures of the live meeting, in Creole like the product's source texts. */
export const offStatus: LiveMeetingStatus = { isLive: false, meetingId: null, meetingUrl: null, startedAt: null, viewerCount: 0 };

/** The meeting at a local address nothing listens on: a story or a test never reaches the internet. */
export const liveStatus: LiveMeetingStatus = {
  isLive: true,
  meetingId: "KominoteReyinyonKominote",
  meetingUrl: "http://127.0.0.1:9/KominoteReyinyonKominote",
  startedAt: "2026-11-27T18:00:00.000Z",
  viewerCount: 24,
};

export const comments: readonly LiveComment[] = [
  { id: 3, content: "Mèsi pou reyinyon an, nou tande nou byen nan Jacmel.", author: { fullName: "Rose Pierre" }, createdAt: "2026-11-27T18:12:00.000Z" },
  { id: 2, content: "Ki lè n ap pale de dlo potab la?", author: { fullName: "Jean Baptiste" }, createdAt: "2026-11-27T18:06:00.000Z" },
  { id: 1, content: "Bonswa tout moun!", author: { fullName: "Marie Joseph" }, createdAt: "2026-11-27T18:01:00.000Z" },
];

/** What a visitor reads: the same comments, no names. */
export const visitorComments: readonly LiveComment[] = comments.map((comment) => ({ ...comment, author: null }));
