import { z } from "zod";
import { idSchema, instantSchema, latitudeSchema, longitudeSchema, reportedPlaceFields } from "./common";

export const safePlaceCategories = ["hospital", "police", "embassy", "shelter", "community", "religious"] as const;
export const safePlaceCategorySchema = z.enum(safePlaceCategories).meta({ id: "SafePlaceCategory" });
export type SafePlaceCategory = z.infer<typeof safePlaceCategorySchema>;

/** "verified" once a moderator approves, "unverified" when rejected; new places start pending. */
export const verificationStatuses = ["verified", "pending", "unverified"] as const;
export const verificationStatusSchema = z.enum(verificationStatuses).meta({ id: "VerificationStatus" });

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
  })
  .meta({ id: "SafePlace" });
export type SafePlace = z.infer<typeof safePlaceSchema>;


export const createSafePlaceRequestSchema = z
  .object({
    ...reportedPlaceFields,
    category: safePlaceCategorySchema,
    tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  })
  .meta({ id: "CreateSafePlaceRequest" });
export type CreateSafePlaceRequest = z.infer<typeof createSafePlaceRequestSchema>;

/** Owner's or moderator's correction; any subset of the fields. */
export const updateSafePlaceRequestSchema = createSafePlaceRequestSchema
  .partial()
  .meta({ id: "UpdateSafePlaceRequest" });
export type UpdateSafePlaceRequest = z.infer<typeof updateSafePlaceRequestSchema>;
