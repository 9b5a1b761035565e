import { z } from "zod";
import { countSchema, idSchema, instantSchema } from "./common";
import { emailSchema, phoneNumberSchema } from "./contact";
import { schemaMessages } from "./messages";

export const inviteMethods = ["email", "phone", "social", "link"] as const;
export const inviteMethodSchema = z.enum(inviteMethods).meta({ id: "InviteMethod" });
export type InviteMethod = z.infer<typeof inviteMethodSchema>;

/** The e-mail method needs an address, the phone method a number; the others need neither. */
export const sendInvitationRequestSchema = z
  .object({
    inviteMethod: inviteMethodSchema,
    inviteeEmail: emailSchema.nullable().optional(),
    inviteePhone: phoneNumberSchema.nullable().optional(),
    message: z.string().trim().max(1000).nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.inviteMethod === "email" && !value.inviteeEmail) {
      context.addIssue({ code: "custom", path: ["inviteeEmail"], message: schemaMessages.emailRequired });
    }
    if (value.inviteMethod === "phone" && !value.inviteePhone) {
      context.addIssue({ code: "custom", path: ["inviteePhone"], message: schemaMessages.phoneRequired });
    }
  })
  .meta({ id: "SendInvitationRequest" });
export type SendInvitationRequest = z.infer<typeof sendInvitationRequestSchema>;

export const invitationSchema = z
  .object({
    id: idSchema,
    inviteMethod: inviteMethodSchema,
    accepted: z.boolean(),
    createdAt: instantSchema,
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationStatsSchema = z
  .object({
    totalSent: countSchema.meta({ description: "Invitations sent by e-mail or text message; link shares are not sent invitations." }),
    totalAccepted: countSchema.meta({
      description: "People who registered on the member's invitation: an e-mail, a text message or their shared link.",
    }),
    totalShared: countSchema.meta({ description: "Times the member shared or copied their link: counted apart, never as sent." }),
    rank: z.int().positive().nullable().meta({ description: "Rank among inviters; null before any accepted invitation." }),
  })
  .meta({ id: "InvitationStats" });
export type InvitationStats = z.infer<typeof invitationStatsSchema>;

export const inviterEntrySchema = z
  .object({
    id: idSchema,
    fullName: z.string(),
    inviteCount: countSchema,
    successRate: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .meta({ description: "Invitations sent by e-mail or text message that were accepted, in percent; null when none was sent." }),
  })
  .meta({ id: "InviterEntry" });
export type InviterEntry = z.infer<typeof inviterEntrySchema>;

export const generatedInviteLinkSchema = z
  .object({ inviteLink: z.url() })
  .meta({ id: "GeneratedInviteLink" });
export type GeneratedInviteLink = z.infer<typeof generatedInviteLinkSchema>;

/** The token's shape is checked by the use case, so a missing or malformed one reads as an invalid link. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().max(200).optional().meta({ description: "The token from the link at the foot of an invitation." }),
});
