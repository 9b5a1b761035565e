import type { LiveComment, LiveMeetingStatus } from "@kominote/core/schemas/live";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { comments, liveStatus, offStatus, visitorComments } from "./meeting";

const status = (answer: LiveMeetingStatus) => apiHttp.get("/api/live-meeting-status", ({ response }) => response(200).json(answer));
const commentList = (list: readonly LiveComment[]) =>
  apiHttp.get("/api/live-meeting/comments", ({ response }) => response(200).json({ comments: [...list], nextBefore: null }));

/** The live meeting: its status, start and stop, a tab's presence, the comments. */
export const liveMeetingApi = {
  getLiveMeetingStatus: mockOperation({
    method: "get",
    path: "/api/live-meeting-status",
    example: { url: "/api/live-meeting-status" },
    success: status(liveStatus),
    variants: { off: [status(offStatus)] },
  }),
  startLiveMeeting: mockOperation({
    method: "post",
    path: "/api/live-meeting/start",
    example: { url: "/api/live-meeting/start" },
    success: apiHttp.post("/api/live-meeting/start", ({ response }) => response(200).json(liveStatus)),
  }),
  stopLiveMeeting: mockOperation({
    method: "post",
    path: "/api/live-meeting/stop",
    example: { url: "/api/live-meeting/stop" },
    success: apiHttp.post("/api/live-meeting/stop", ({ response }) => response(200).json(offStatus)),
  }),
  reportLivePresence: mockOperation({
    method: "post",
    path: "/api/live-meeting/presence",
    example: { url: "/api/live-meeting/presence", body: { viewerId: "7f1c2b9e-3a41-4c55-9d7e-2f3a4b5c6d7e" } },
    success: apiHttp.post("/api/live-meeting/presence", ({ response }) => response(200).json({ viewerCount: liveStatus.viewerCount })),
  }),
  listLiveComments: mockOperation({
    method: "get",
    path: "/api/live-meeting/comments",
    example: { url: "/api/live-meeting/comments" },
    success: commentList(comments),
    variants: { empty: [commentList([])], visitor: [commentList(visitorComments)] },
  }),
  postLiveComment: mockOperation({
    method: "post",
    path: "/api/live-meeting/comments",
    example: { url: "/api/live-meeting/comments", body: { content: "Bonswa!" } },
    success: apiHttp.post("/api/live-meeting/comments", async ({ request, response }) => {
      const { content } = await request.json();
      return response(201).json({ id: 99, content, author: { fullName: "Rose Pierre" }, createdAt: "2026-11-27T18:20:00.000Z" });
    }),
  }),
};
