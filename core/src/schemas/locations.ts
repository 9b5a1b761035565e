import { z } from "zod";
import { profilePhotoMaxBytes } from "../rules/profile-photo";
import { idSchema, instantSchema, latitudeSchema, longitudeSchema, webUrlSchema } from "./common";
import { reviewStatusSchema } from "./contributions";
import { schemaMessages } from "./messages";
import { binaryFileSchema } from "./uploads";

/** The regions of the /lokate filter (Nò, Sid, Lès, Lwès, Mitan). */
export const regions = ["north", "south", "east", "west", "centre"] as const;
export const regionSchema = z.enum(regions).meta({ id: "Region" });
export type Region = z.infer<typeof regionSchema>;

/** A submitted place; public lists hold approved ones only (approved = status is "approved"). */
export const locationSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: z.string().nullable(),
    photoUrl: z.string().nullable(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    region: regionSchema.nullable(),
    approved: z.boolean(),
    status: reviewStatusSchema,
    rejectionReason: z.string().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: "Location" });
export type Location = z.infer<typeof locationSchema>;

const placeName = z.string().trim().min(1, { message: schemaMessages.locationNameRequired }).max(120);
const placeDescription = z.string().trim().max(1000).nullable().optional();

/** The map page's JSON submission. */
export const createLocationRequestSchema = z
  .object({
    name: placeName,
    description: placeDescription,
    photoUrl: webUrlSchema.nullable().optional(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
  })
  .meta({ id: "CreateLocationRequest" });
export type CreateLocationRequest = z.infer<typeof createLocationRequestSchema>;

/** A number sent as form text; documented as the number it must be. */
const formNumber = (minimum: number, maximum: number) =>
  z.coerce.number().min(minimum).max(maximum).meta({ type: "number", minimum, maximum });

/** The location finder's multipart submission: form fields are text, the photo a file. */
export const createLocationFormSchema = z
  .object({
    name: placeName,
    description: placeDescription,
    latitude: formNumber(-90, 90),
    longitude: formNumber(-180, 180),
    photo: binaryFileSchema(profilePhotoMaxBytes)
      .mime(["image/jpeg", "image/png", "image/gif", "image/webp"], {
        message: schemaMessages.locationPhotoType,
      })
      .optional(),
  })
  .meta({ id: "CreateLocationForm" });
export type CreateLocationForm = z.infer<typeof createLocationFormSchema>;

export const updateLocationRequestSchema = z
  .object({
    name: placeName.optional(),
    description: placeDescription,
    photoUrl: webUrlSchema.nullable().optional(),
  })
  .meta({ id: "UpdateLocationRequest" });
export type UpdateLocationRequest = z.infer<typeof updateLocationRequestSchema>;
