import { z } from "zod";
import { idSchema, instantSchema, latitudeSchema, longitudeSchema, webUrlSchema } from "./common";
import { phoneNumberSchema } from "./contact";
import { schemaMessages } from "./messages";
import { nextTaskSchema } from "./tasks";

/** Contributions, places, agencies, safe places and connection points wait for a moderator. */
export const reviewStatuses = ["pending", "approved", "rejected"] as const;
export const reviewStatusSchema = z.enum(reviewStatuses).meta({ id: "ReviewStatus" });
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const minContributionLength = 20;

/** A contribution as its author sees it. */
export const contributionSchema = z
  .object({
    id: idSchema,
    taskId: idSchema,
    notes: z.string(),
    address: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    hasContactInfo: z.boolean(),
    allowDirectContact: z.boolean(),
    hasWebsite: z.boolean(),
    websiteUrl: z.string().nullable(),
    contactNotes: z.string().nullable(),
    mediaUrls: z.array(z.string()),
    pdfUrl: z.string().nullable(),
    status: reviewStatusSchema,
    rejectionReason: z.string().nullable(),
    contributedAt: instantSchema,
  })
  .meta({ id: "Contribution" });
export type Contribution = z.infer<typeof contributionSchema>;

/** A contribution as anyone may see it in a task's list: no contact details. */
export const publicContributionSchema = contributionSchema
  .pick({ id: true, taskId: true, notes: true, status: true, contributedAt: true })
  .meta({ id: "PublicContribution" });
export type PublicContribution = z.infer<typeof publicContributionSchema>;

export const userLocationSchema = z
  .object({ latitude: latitudeSchema, longitude: longitudeSchema })
  .meta({ id: "UserLocation" });

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * The six-step wizard's submission. Contact fields only count when hasContactInfo is on; media
 * and the PDF are uploaded first (POST /api/uploads) and referenced by id.
 */
export const contributeRequestSchema = z
  .object({
    userId: idSchema
      .nullable()
      .optional()
      .meta({ description: "Accepted for compatibility and ignored: the author is the signed-in member." }),
    notes: z.string().trim().min(minContributionLength, { message: schemaMessages.contributionTooShort }).max(5000),
    userLocation: userLocationSchema.nullable().optional(),
    hasContactInfo: z.boolean().optional(),
    phoneNumber: phoneNumberSchema.nullable().optional(),
    address: optionalText(300),
    contactNotes: optionalText(1000),
    allowDirectContact: z.boolean().optional(),
    hasWebsite: z.boolean().optional(),
    websiteUrl: webUrlSchema.nullable().optional(),
    mediaUploadIds: z.array(z.uuid()).max(10).optional(),
    pdfUploadId: z.uuid().nullable().optional(),
  })
  .meta({ id: "ContributeRequest" });
export type ContributeRequest = z.infer<typeof contributeRequestSchema>;

export const contributeResponseSchema = z
  .object({
    contribution: contributionSchema,
    nextTask: nextTaskSchema,
    pointsAwarded: z.int().nonnegative(),
  })
  .meta({ id: "ContributeResponse" });
export type ContributeResponse = z.infer<typeof contributeResponseSchema>;

/** Owner's edit of their contribution; at least one field. */
export const updateContributionRequestSchema = z
  .object({
    notes: z.string().trim().min(minContributionLength, { message: schemaMessages.contributionTooShort }).max(5000).optional(),
    address: optionalText(300),
    contactNotes: optionalText(1000),
    websiteUrl: webUrlSchema.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: schemaMessages.requiredField,
  })
  .meta({ id: "UpdateContributionRequest" });
export type UpdateContributionRequest = z.infer<typeof updateContributionRequestSchema>;

/** `{contributionId}` in a path. */
export const contributionIdParamsSchema = z.object({
  contributionId: z.coerce.number().int().positive(),
});

/** Account page view of one's contributions. */
export const accountContributionSchema = z
  .object({
    id: idSchema,
    taskTitle: z.string(),
    notes: z.string(),
    contributedAt: instantSchema,
    hasContactInfo: z.boolean(),
    /** Where it stands in review: only a pending one may still be edited. */
    status: reviewStatusSchema,
  })
  .meta({ id: "AccountContribution" });
export type AccountContribution = z.infer<typeof accountContributionSchema>;

/** "My contributions" view: each contribution with its task and review status. */
export const taskContributionSchema = z
  .object({
    id: idSchema,
    status: reviewStatusSchema,
    rejectionReason: z.string().nullable(),
    contributionType: z.string(),
    submittedAt: instantSchema,
    location: z.object({ name: z.string() }).nullable(),
    task: z.object({ id: idSchema, title: z.string(), description: z.string() }),
  })
  .meta({ id: "TaskContribution" });
export type TaskContribution = z.infer<typeof taskContributionSchema>;

/** A contributor who agreed to be called; their number stays on the server. */
export const contactableContributorSchema = z
  .object({
    contributionId: idSchema,
    fullName: z.string(),
    profilePhoto: z.string().nullable(),
    contributedAt: instantSchema,
  })
  .meta({ id: "ContactableContributor" });
export type ContactableContributor = z.infer<typeof contactableContributorSchema>;

export const callRequestSchema = z
  .object({
    callerName: z.string().trim().min(1, { message: schemaMessages.callRequestIncomplete }).max(120),
    callerPhone: z
      .string()
      .trim()
      .min(1, { message: schemaMessages.callRequestIncomplete })
      .pipe(phoneNumberSchema),
    message: z.string().trim().max(1000).nullable().optional(),
  })
  .meta({ id: "CallRequest" });
export type CallRequest = z.infer<typeof callRequestSchema>;

/** A call request as recorded; the contributor is notified. */
export const callRequestReceiptSchema = z
  .object({ id: idSchema, createdAt: instantSchema })
  .meta({ id: "CallRequestReceipt" });
export type CallRequestReceipt = z.infer<typeof callRequestReceiptSchema>;
