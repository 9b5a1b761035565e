import { z } from "zod";
import {
  idSchema,
  instantSchema,
  latitudeSchema,
  longitudeSchema,
  placeSearchSchema,
  ratingSchema,
  reportedPlaceFields,
  reportedPlaceReaderFields,
} from "./common";

export const safePlaceCategories = ["hospital", "police", "embassy", "shelter", "community", "religious"] as const;
export const safePlaceCategorySchema = z.enum(safePlaceCategories).meta({ id: "SafePlaceCategory" });
export type SafePlaceCategory = z.infer<typeof safePlaceCategorySchema>;

/** "verified" once a moderator approves, "unverified" when rejected; new places start pending. */
export const verificationStatuses = ["verified", "pending", "unverified"] as const;
export const verificationStatusSchema = z.enum(verificationStatuses).meta({ id: "VerificationStatus" });
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const safePlaceSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: z.string(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    address: z.string(),
    category: safePlaceCategorySchema,
    verificationStatus: verificationStatusSchema,
    reportedBy: z.string().meta({ description: "Full name of the member who added it." }),
    reportedAt: instantSchema,
    lastUpdated: instantSchema,
    safetyRating: z.number().min(0).max(5),
    tags: z.array(z.string()),
    ...reportedPlaceReaderFields,
  })
  .meta({ id: "SafePlace" });
export type SafePlace = z.infer<typeof safePlaceSchema>;

/** `GET /api/safe-places?q=&category=`: both optional, together they narrow. */
export const safePlaceListQuerySchema = z.object({
  q: placeSearchSchema,
  category: safePlaceCategorySchema.optional(),
});
export type SafePlaceListQuery = z.infer<typeof safePlaceListQuerySchema>;

export const createSafePlaceRequestSchema = z
  .object({
    ...reportedPlaceFields,
    category: safePlaceCategorySchema,
    safetyRating: ratingSchema.optional().meta({ description: "0 to 5; 0 when not given." }),
    tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  })
  .meta({ id: "CreateSafePlaceRequest" });
export type CreateSafePlaceRequest = z.infer<typeof createSafePlaceRequestSchema>;

/**
 * Reporter's or moderator's correction; any subset of the fields. A reporter's correction goes
 * back to review; a moderator's keeps the place's verification (decision 0024).
 */
export const updateSafePlaceRequestSchema = createSafePlaceRequestSchema
  .partial()
  .meta({ id: "UpdateSafePlaceRequest" });
export type UpdateSafePlaceRequest = z.infer<typeof updateSafePlaceRequestSchema>;
