import {
  liveActivitySchema,
  liveMeetingStatusSchema,
  livePresenceRequestSchema,
  livePresenceSchema,
} from "../schemas/live";
import { defineRoute } from "./route";

export const liveRoutes = [
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
    operationId: "getLiveActivity",
    method: "GET",
    path: "/api/activity/live",
    summary: "Gives the latest real actions on the platform and the number of members active in the last 15 minutes.",
    tag: "live",
    access: "public",
    responses: { 200: { description: "Recent activity.", schema: liveActivitySchema } },
  }),
] as const;
