import { z } from "zod";
import { liveActivitySchema, liveCommentHiddenSchema, liveCommentSchema, liveMeetingStatusSchema } from "./live";
import { notificationSchema } from "./notifications";
import { recentPointEventSchema, userStatsSchema } from "./points";

/**
 * One Server-Sent Event of GET /api/events: the SSE `event:` field is `type`, the `data:` line
 * is this whole object as JSON.
 */
export const serverEventSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("points"), data: recentPointEventSchema }),
    z.object({ type: z.literal("stats"), data: userStatsSchema }),
    z.object({ type: z.literal("notification"), data: notificationSchema }),
    z.object({ type: z.literal("liveStatus"), data: liveMeetingStatusSchema }),
    z.object({ type: z.literal("liveActivity"), data: liveActivitySchema }),
    z.object({ type: z.literal("liveComment"), data: liveCommentSchema }),
    z.object({ type: z.literal("liveCommentHidden"), data: liveCommentHiddenSchema }),
  ])
  .meta({ id: "ServerEvent" });
export type ServerEvent = z.infer<typeof serverEventSchema>;
