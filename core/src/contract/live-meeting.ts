import { liveMeetingStatusSchema, livePresenceRequestSchema, livePresenceSchema } from "../schemas/live";
import { defineRoute } from "./route";

/** The live meeting of a service: its status, starting and stopping it, and who is present (decision 0028). */
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
] as const;
