import { z } from "zod";
import { idSchema, instantSchema, pathIdSchema } from "./common";
import { schemaMessages } from "./messages";

/** What a moderator reviews before it is published. */
export const reviewKinds = ["contribution", "location", "agency", "safePlace", "connectionPoint"] as const;
export const reviewKindSchema = z.enum(reviewKinds).meta({ id: "ReviewKind" });
export type ReviewKind = z.infer<typeof reviewKindSchema>;

/** What a moderator may hide (hidden, never deleted). */
export const hideableKinds = ["idea", "forum", "forumPost"] as const;
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

export const moderationActions = ["approve", "reject", "hide", "startLive", "stopLive", "announce", "updateRates"] as const;

/** One line of the moderation audit log. */
export const auditEntrySchema = z
  .object({
    id: idSchema,
    actor: z.object({ id: idSchema, fullName: z.string() }),
    action: z.enum(moderationActions),
    targetKind: z.string().nullable(),
    targetId: idSchema.nullable(),
    reason: z.string().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
