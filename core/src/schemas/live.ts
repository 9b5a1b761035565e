import { z } from "zod";
import { liveCommentMaxLength, liveCommentsPageSize } from "../rules/live-comment-limits";
import { countSchema, idSchema, instantSchema, pathIdSchema } from "./common";
import { schemaMessages } from "./messages";

/** The community meeting broadcast; the meeting URL and id come from configuration. */
export const liveMeetingStatusSchema = z
  .object({
    isLive: z.boolean(),
    meetingId: z.string().nullable(),
    meetingUrl: z.string().nullable(),
    startedAt: instantSchema.nullable(),
    viewerCount: countSchema.meta({ description: "People with the live page open right now." }),
  })
  .meta({ id: "LiveMeetingStatus" });
export type LiveMeetingStatus = z.infer<typeof liveMeetingStatusSchema>;

/**
 * Heartbeat of an open live page. The viewer id is random per browser tab, so visitors count too
 * without any account; a viewer not heard from for 30 seconds no longer counts.
 */
export const livePresenceRequestSchema = z
  .object({
    viewerId: z.uuid(),
    leaving: z.boolean().optional(),
  })
  .meta({ id: "LivePresenceRequest" });
export type LivePresenceRequest = z.infer<typeof livePresenceRequestSchema>;

export const livePresenceSchema = z
  .object({ viewerCount: countSchema })
  .meta({ id: "LivePresence" });
export type LivePresence = z.infer<typeof livePresenceSchema>;

export const liveActionTypes = [
  "contribution",
  "idea",
  "vote",
  "forum",
  "forumPost",
  "place",
  "serviceJoin",
  "registration",
] as const;
export const liveActionTypeSchema = z.enum(liveActionTypes).meta({ id: "LiveActionType" });
export type LiveActionType = z.infer<typeof liveActionTypeSchema>;

/** A real recent action, worded by the client from `action` in the reader's language. */
export const liveActionSchema = z
  .object({
    id: z.string(),
    userName: z
      .string()
      .nullable()
      .meta({ description: "The member's first name; null for a visitor (as on the leaderboard) and for a member who left." }),
    action: liveActionTypeSchema,
    serviceName: z.string().nullable(),
    serviceId: idSchema.nullable(),
    occurredAt: instantSchema,
  })
  .meta({ id: "LiveAction" });
export type LiveAction = z.infer<typeof liveActionSchema>;

export const liveActivitySchema = z
  .object({
    activeMemberCount: countSchema.meta({ description: "Members who acted in the last `windowMinutes` minutes." }),
    windowMinutes: z.int().positive().meta({ example: 15 }),
    recentActions: z.array(liveActionSchema),
  })
  .meta({ id: "LiveActivity" });
export type LiveActivity = z.infer<typeof liveActivitySchema>;

/**
 * A member's short comment under the live meeting. Visitors read it without the author's name
 * (the leaderboard's rule: a visitor never receives a member's name).
 */
export const liveCommentSchema = z
  .object({
    id: idSchema,
    content: z.string(),
    author: z
      .object({ fullName: z.string() })
      .nullable()
      .meta({ description: "Who wrote it; null for a visitor reading." }),
    createdAt: instantSchema,
  })
  .meta({ id: "LiveComment" });
export type LiveComment = z.infer<typeof liveCommentSchema>;

/** A comment a moderator hid: every open page takes it off its list (decision 0032). */
export const liveCommentHiddenSchema = z
  .object({ id: idSchema.meta({ description: "The hidden comment's id." }) })
  .meta({ id: "LiveCommentHidden" });
export type LiveCommentHidden = z.infer<typeof liveCommentHiddenSchema>;

/** The comments of the broadcast now live, newest first; `nextBefore` asks for the older ones. */
export const liveCommentsPageSchema = z
  .object({
    comments: z.array(liveCommentSchema),
    nextBefore: idSchema.nullable().meta({ description: "Pass as `before` for the older comments; null when there are none." }),
  })
  .meta({ id: "LiveCommentsPage" });
export type LiveCommentsPage = z.infer<typeof liveCommentsPageSchema>;

export const liveCommentsQuerySchema = z.object({
  before: pathIdSchema.optional().meta({ description: "Only comments older than this one." }),
  limit: z.coerce.number().int().min(1).max(100).default(liveCommentsPageSize),
});
export type LiveCommentsQuery = z.infer<typeof liveCommentsQuerySchema>;

export const postLiveCommentRequestSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, { message: schemaMessages.liveCommentEmpty })
      .max(liveCommentMaxLength, { message: schemaMessages.liveCommentTooLong }),
  })
  .meta({ id: "PostLiveCommentRequest" });
export type PostLiveCommentRequest = z.infer<typeof postLiveCommentRequestSchema>;
