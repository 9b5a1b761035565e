import { z } from "zod";
import { countSchema, idSchema, instantSchema, pathIdSchema } from "./common";
import { schemaMessages } from "./messages";

/** What a moderator reviews before it is published. */
export const reviewKinds = ["contribution", "location", "agency", "safePlace", "connectionPoint"] as const;
export const reviewKindSchema = z.enum(reviewKinds).meta({ id: "ReviewKind" });
export type ReviewKind = z.infer<typeof reviewKindSchema>;

/** What a moderator may hide (hidden, never deleted). */
export const hideableKinds = ["idea", "forum", "forumPost", "liveComment"] as const;
export const hideableKindSchema = z.enum(hideableKinds).meta({ id: "HideableKind" });
export type HideableKind = z.infer<typeof hideableKindSchema>;

export const reviewQueueQuerySchema = z.object({ kind: reviewKindSchema.optional() });

export const reviewItemParamsSchema = z.object({ kind: reviewKindSchema, id: pathIdSchema });
export const hideContentParamsSchema = z.object({ kind: hideableKindSchema, id: pathIdSchema });

/** One submission awaiting review, with what a moderator needs to judge it. */
export const reviewItemSchema = z
  .object({
    kind: reviewKindSchema,
    id: idSchema,
    title: z.string(),
    description: z.string().nullable(),
    photoUrl: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    serviceName: z.string().nullable(),
    submittedBy: z.object({ id: idSchema, fullName: z.string() }).nullable(),
    submittedAt: instantSchema,
  })
  .meta({ id: "ReviewItem" });
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reasonSchema = z
  .string()
  .trim()
  .min(1, { message: schemaMessages.reasonRequired })
  .max(1000);

export const rejectRequestSchema = z.object({ reason: reasonSchema }).meta({ id: "RejectRequest" });
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

export const hideContentRequestSchema = z.object({ reason: reasonSchema }).meta({ id: "HideContentRequest" });
export type HideContentRequest = z.infer<typeof hideContentRequestSchema>;

export const reviewDecisionSchema = z
  .object({
    kind: reviewKindSchema,
    id: idSchema,
    status: z.enum(["approved", "rejected"]),
    reason: z.string().nullable(),
    reviewedAt: instantSchema,
  })
  .meta({ id: "ReviewDecision" });
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const moderationActions = ["approve", "reject", "hide", "dismissReports", "pinForum", "unpinForum", "startLive", "stopLive", "announce", "updateRates", "deleteAccount"] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** The page where an audit entry's target is shown: a forum's thread, or a task's contributions. */
export const auditTargetPageSchema = z
  .object({ kind: z.enum(["forum", "task"]), id: idSchema })
  .meta({ id: "AuditTargetPage" });
export type AuditTargetPage = z.infer<typeof auditTargetPageSchema>;

/** One line of the moderation audit log. */
export const auditEntrySchema = z
  .object({
    id: idSchema,
    actor: z.object({ id: idSchema, fullName: z.string() }),
    action: z.enum(moderationActions),
    targetKind: z.string().nullable(),
    targetId: idSchema.nullable(),
    targetLabel: z.string().nullable().meta({
      description:
        "The target in words, for people: a contribution's task title in the reader's language, the first words of an idea or forum post, a forum's title. Null when the entry has no target, its kind has no words (a rate change), or the target no longer exists.",
    }),
    targetRemoved: z.boolean().meta({ description: "True when the target the entry names no longer exists." }),
    targetPage: auditTargetPageSchema.nullable().meta({ description: "Where the target can be seen, when it has a page." }),
    reason: z.string().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSize = 50;

/** A page of the audit log: newest first, `before` is the id of the last entry already read. */
export const auditLogQuerySchema = z.object({
  before: pathIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(auditLogPageSize),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** A member's report of an idea, forum, forum post or live meeting comment that breaks the rules; one per member and item. */
export const reportContentRequestSchema = z
  .object({
    kind: hideableKindSchema,
    id: idSchema.max(2_147_483_647),
    reason: reasonSchema,
  })
  .meta({ id: "ReportContentRequest" });
export type ReportContentRequest = z.infer<typeof reportContentRequestSchema>;

/** An item members reported that no moderator has hidden yet, with what they said. */
export const reportedContentSchema = z
  .object({
    kind: hideableKindSchema,
    id: idSchema,
    text: z.string().meta({ description: "The forum's title, or the idea's, post's or comment's content." }),
    author: z.object({ id: idSchema, fullName: z.string() }),
    reportCount: countSchema,
    reasons: z.array(z.string()).meta({ description: "The reporters' reasons, newest first, at most 10." }),
    firstReportedAt: instantSchema,
    lastReportedAt: instantSchema,
  })
  .meta({ id: "ReportedContent" });
export type ReportedContent = z.infer<typeof reportedContentSchema>;

/** The item whose open reports a moderator dismisses, named as the reports list names it. */
export const dismissReportsRequestSchema = reportContentRequestSchema.pick({ kind: true, id: true }).meta({ id: "DismissReportsRequest" });
export type DismissReportsRequest = z.infer<typeof dismissReportsRequestSchema>;

/** The item left in sight, and how many open reports the dismissal closed. */
export const dismissedReportsSchema = z
  .object({
    kind: hideableKindSchema,
    id: idSchema,
    dismissedCount: countSchema.min(1).meta({ description: "How many open reports this dismissal closed." }),
  })
  .meta({ id: "DismissedReports" });
export type DismissedReports = z.infer<typeof dismissedReportsSchema>;
