import {
  liveCommentSchema,
  liveCommentsPageSchema,
  liveCommentsQuerySchema,
  liveMeetingStatusSchema,
  livePresenceRequestSchema,
  livePresenceSchema,
  postLiveCommentRequestSchema,
} from "../schemas/live";
import { defineRoute } from "./route";

/** The live meeting: its status, starting and stopping it, who is present (decision 0028), and the comments under it (decision 0032). */
export const liveMeetingRoutes = [
  defineRoute({
    operationId: "getLiveMeetingStatus",
    method: "GET",
    path: "/api/live-meeting-status",
    summary: "Tells whether the community meeting is being broadcast, where to join it and how many watch.",
    tag: "live",
    access: "public",
    responses: { 200: { description: "The broadcast's status.", schema: liveMeetingStatusSchema } },
  }),
  defineRoute({
    operationId: "startLiveMeeting",
    method: "POST",
    path: "/api/live-meeting/start",
    summary: "Starts the community meeting broadcast.",
    tag: "live",
    access: "moderator",
    responses: { 200: { description: "The broadcast, now live.", schema: liveMeetingStatusSchema } },
  }),
  defineRoute({
    operationId: "stopLiveMeeting",
    method: "POST",
    path: "/api/live-meeting/stop",
    summary: "Stops the community meeting broadcast.",
    tag: "live",
    access: "moderator",
    responses: { 200: { description: "The broadcast, now off.", schema: liveMeetingStatusSchema } },
  }),
  defineRoute({
    operationId: "reportLivePresence",
    method: "POST",
    path: "/api/live-meeting/presence",
    summary: "Counts an open live page (sent periodically while it stays open) and gives the viewer count.",
    tag: "live",
    access: "public",
    body: livePresenceRequestSchema,
    responses: { 200: { description: "How many people have the live page open.", schema: livePresenceSchema } },
  }),
  defineRoute({
    operationId: "listLiveComments",
    method: "GET",
    path: "/api/live-meeting/comments",
    summary: "Lists the comments under the meeting being broadcast, newest first, a page at a time (empty while none is live).",
    tag: "live",
    access: "public",
    query: liveCommentsQuerySchema,
    responses: { 200: { description: "A page of comments; authors are named to members only.", schema: liveCommentsPageSchema } },
  }),
  defineRoute({
    operationId: "postLiveComment",
    method: "POST",
    path: "/api/live-meeting/comments",
    summary: "Posts a short comment under the meeting being broadcast; every open page receives it.",
    tag: "live",
    access: "member",
    body: postLiveCommentRequestSchema,
    // A 404 (documented for every call) answers a comment while no meeting is being broadcast.
    responses: { 201: { description: "The comment, as every page now shows it.", schema: liveCommentSchema } },
  }),
] as const;
