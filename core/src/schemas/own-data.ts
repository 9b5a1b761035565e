import { z } from "zod";
import { agencyTypeSchema, departmentSchema } from "./agencies";
import { idSchema, instantSchema } from "./common";
import { reviewStatusSchema } from "./contributions";
import { connectionStatusSchema, connectionTypeSchema } from "./connection-points";
import { regionSchema } from "./locations";
import { loginCodeSchema } from "./login";
import { notificationTypeSchema } from "./notifications";
import { safePlaceCategorySchema } from "./safe-places";
import { memberNumberSchema, roleSchema } from "./users";

/*
 * Everything the platform keeps about one member, as that member downloads it (their right of
 * access, promised on the privacy page). Only the member's own rows: what others wrote about or to
 * them is left out, except what they were already shown (a caller's name and number on a call
 * request they received). Secrets (password hash, session and code tokens) never appear.
 */

const fileSchema = z.object({
  url: z.string().meta({ description: "Link to the file, under /media/." }),
  kind: z.enum(["media", "pdf"]),
  name: z.string().meta({ description: "The file's name as it was uploaded." }),
  uploadedAt: instantSchema,
});

/** A call request as the caller wrote it: the name and number they chose to send, on one contribution. */
const callRequestSchema = z.object({
  contributionId: idSchema,
  callerName: z.string(),
  callerPhone: z.string(),
  message: z.string().nullable(),
  createdAt: instantSchema,
});

/** Where something the member submitted stands in its review; who reviewed it is the moderators' business. */
const reviewFields = {
  status: reviewStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: instantSchema,
  reviewedAt: instantSchema.nullable(),
};

/** A point on the map the member submitted (a place, a safe place, a connection point), with its review. */
const submittedPlaceFields = {
  id: idSchema,
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  ...reviewFields,
  updatedAt: instantSchema,
};

/** Safe places and connection points say the same of where they are (decision 0024). */
const reportedPlaceFields = { ...submittedPlaceFields, description: z.string(), address: z.string() };

const storedTextSchema = z.unknown().meta({ description: "As stored: a catalog key with its values, or the text itself." });

export const ownDataExportSchema = z
  .object({
    exportedAt: instantSchema,
    profile: z.object({
      id: idSchema,
      memberNumber: memberNumberSchema,
      fullName: z.string(),
      email: z.string().nullable(),
      emailVerifiedAt: instantSchema.nullable(),
      phoneNumber: z.string().nullable(),
      address: z.string().nullable(),
      bio: z.string().nullable(),
      birthday: z.string().nullable(),
      profilePhoto: z.string().nullable(),
      skills: z.array(z.string()),
      primaryService: z.string().nullable(),
      joinedServiceId: idSchema.nullable(),
      role: roleSchema,
      createdAt: instantSchema,
    }),
    contributions: z.array(
      z.object({
        id: idSchema,
        taskId: idSchema,
        status: reviewStatusSchema,
        notes: z.string().nullable(),
        address: z.string().nullable(),
        phoneNumber: z.string().nullable(),
        contactNotes: z.string().nullable(),
        hasContactInfo: z.boolean(),
        allowDirectContact: z.boolean(),
        websiteUrl: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        rejectionReason: z.string().nullable(),
        createdAt: instantSchema,
        updatedAt: instantSchema,
        files: z.array(fileSchema),
      }),
    ),
    unattachedFiles: z.array(fileSchema).meta({ description: "Files uploaded but not (or no longer) part of a contribution." }),
    ideas: z.array(
      z.object({ id: idSchema, serviceId: idSchema, content: z.string(), voteCount: z.int(), createdAt: instantSchema, hiddenAt: instantSchema.nullable() }),
    ),
    votes: z.array(z.object({ ideaId: idSchema, createdAt: instantSchema })),
    forumsCreated: z.array(
      z.object({ id: idSchema, serviceId: idSchema, title: z.string(), description: z.string(), createdAt: instantSchema, hiddenAt: instantSchema.nullable() }),
    ),
    forumPosts: z.array(
      z.object({
        id: idSchema,
        forumId: idSchema,
        subject: z.string().nullable(),
        content: z.string(),
        likesCount: z.int(),
        createdAt: instantSchema,
        hiddenAt: instantSchema.nullable(),
      }),
    ),
    likes: z.array(z.object({ postId: idSchema, createdAt: instantSchema })),
    liveComments: z
      .array(
        z.object({
          id: idSchema,
          meetingStartedAt: instantSchema.meta({ description: "When the live meeting the comment was written under started." }),
          content: z.string(),
          createdAt: instantSchema,
          hiddenAt: instantSchema.nullable(),
        }),
      )
      .meta({ description: "Comments the member wrote under live meetings, hidden ones included." }),
    reports: z.array(z.object({ kind: z.string(), itemId: idSchema, reason: z.string(), createdAt: instantSchema })),
    agenciesSubmitted: z
      .array(
        z.object({
          id: idSchema,
          name: z.string(),
          type: agencyTypeSchema,
          description: z.string(),
          phone: z.string(),
          email: z.string().nullable(),
          address: z.string(),
          website: z.string().nullable(),
          services: z.array(z.string()),
          department: departmentSchema,
          ...reviewFields,
        }),
      )
      .meta({ description: "Government agencies the member added to the directory, each with where its review stands." }),
    placesSubmitted: z
      .array(
        z.object({
          ...submittedPlaceFields,
          description: z.string().nullable(),
          photoUrl: z.string().nullable().meta({ description: "The photo's link: under /media/ for a photo sent with the place, or the link typed." }),
          region: regionSchema,
        }),
      )
      .meta({ description: "Places the member added to the map, each with where its review stands." }),
    safePlacesSubmitted: z
      .array(z.object({ ...reportedPlaceFields, category: safePlaceCategorySchema, safetyRating: z.number(), tags: z.array(z.string()) }))
      .meta({ description: "Safe places the member reported, each with where its review stands." }),
    connectionPointsSubmitted: z
      .array(
        z.object({
          ...reportedPlaceFields,
          connectionType: connectionTypeSchema,
          speed: z.number(),
          reliability: z.number(),
          isPublic: z.boolean(),
          isFree: z.boolean(),
          requirements: z.string().nullable(),
          connectionStatus: connectionStatusSchema.meta({ description: "Whether it works, as last reported; `status` is its review." }),
          lastTested: instantSchema.nullable(),
        }),
      )
      .meta({ description: "Internet connection points the member reported, each with where its review stands." }),
    points: z.object({
      total: z.int(),
      ledger: z.array(z.object({ action: z.string(), points: z.int(), referenceKind: z.string(), referenceId: z.int(), createdAt: instantSchema })),
    }),
    notifications: z.array(
      z.object({
        id: idSchema,
        type: notificationTypeSchema,
        title: storedTextSchema,
        message: storedTextSchema,
        isRead: z.boolean(),
        createdAt: instantSchema,
      }),
    ),
    inviteLinkCode: z.string().nullable(),
    invitationsSent: z.array(
      z.object({
        method: z.string(),
        inviteeEmail: z.string().nullable(),
        inviteePhone: z.string().nullable(),
        message: z.string().nullable(),
        createdAt: instantSchema,
        accepted: z.boolean(),
      }),
    ),
    callRequestsMade: z.array(callRequestSchema).meta({ description: "Requests the member sent; the contributor's own number is never part of them." }),
    callRequestsReceived: z.array(callRequestSchema).meta({ description: "Requests made on the member's contributions, as they were sent to the member." }),
    sessions: z.array(z.object({ createdAt: instantSchema, lastActiveAt: instantSchema, expiresAt: instantSchema })),
  })
  .meta({ id: "OwnDataExport" });
export type OwnDataExport = z.infer<typeof ownDataExportSchema>;

/** Answer of `POST /api/users/me/deletion-code`: where the code confirming the member leaves went. */
export const deletionCodeSentSchema = z
  .object({
    channel: z.enum(["email", "phone"]),
    contact: z.string().meta({ description: "The account's own e-mail address or phone number the code went to." }),
    message: z.string(),
    resendAfterSeconds: z.number().int().nonnegative().meta({ example: 60 }),
  })
  .meta({ id: "DeletionCodeSent" });
export type DeletionCodeSent = z.infer<typeof deletionCodeSentSchema>;

/** Body of `DELETE /api/users/me`: the code just sent to the member's own contact. */
export const deleteOwnAccountRequestSchema = z.object({ code: loginCodeSchema }).meta({ id: "DeleteOwnAccountRequest" });
export type DeleteOwnAccountRequest = z.infer<typeof deleteOwnAccountRequestSchema>;
