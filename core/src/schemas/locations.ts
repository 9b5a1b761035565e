import { z } from "zod";
import { profilePhotoMaxBytes } from "../rules/profile-photo";
import { haitiBounds } from "../rules/haiti-area";
import { parseBoundingBox, parseNearPoint } from "../rules/map-viewport";
import { decodePlaceCursor, placeSorts } from "../rules/place-cursor";
import { countSchema, haitiLatitudeSchema, haitiLongitudeSchema, idSchema, instantSchema, latitudeSchema, longitudeSchema, webUrlSchema } from "./common";
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
    // A union rather than .nullable(): the document then reads "a Region or null" (openapi/src/nullable-references.unit.test.ts).
    region: z.union([regionSchema, z.null()]),
    approved: z.boolean(),
    status: reviewStatusSchema,
    rejectionReason: z.string().nullable().meta({ description: "Why a moderator refused it; only its author and moderators see it." }),
    authorName: z.string().nullable().meta({ description: "Full name of the member who added it; null once they left." }),
    createdAt: instantSchema,
  })
  .meta({ id: "Location" });
export type Location = z.infer<typeof locationSchema>;

const placeName = z.string().trim().min(1, { message: schemaMessages.locationNameRequired }).max(120);
const placeDescription = z.string().trim().max(1000).nullable().optional();

const outsideHaiti = { message: schemaMessages.locationOutsideHaiti };

/** A submitted coordinate: inside Haiti's box (core/src/rules/haiti-area.ts), refused on its own field (the schemas every reported place uses). */
const placeLatitude = haitiLatitudeSchema;
const placeLongitude = haitiLongitudeSchema;

/** The map page's JSON submission. */
export const createLocationRequestSchema = z
  .object({
    name: placeName,
    description: placeDescription,
    photoUrl: webUrlSchema.nullable().optional(),
    latitude: placeLatitude,
    longitude: placeLongitude,
  })
  .meta({ id: "CreateLocationRequest" });
export type CreateLocationRequest = z.infer<typeof createLocationRequestSchema>;

/** A number sent as form text; documented as the number it must be. */
const formNumber = (minimum: number, maximum: number) =>
  z.coerce.number().min(minimum, outsideHaiti).max(maximum, outsideHaiti).meta({ type: "number", minimum, maximum });

/** The location finder's multipart submission: form fields are text, the photo a file. */
export const createLocationFormSchema = z
  .object({
    name: placeName,
    description: placeDescription,
    latitude: formNumber(haitiBounds.minLatitude, haitiBounds.maxLatitude),
    longitude: formNumber(haitiBounds.minLongitude, haitiBounds.maxLongitude),
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

/** Which places a list holds: the approved ones, the member's own (any status), or both. */
export const locationListStatuses = ["approved", "mine", "all"] as const;
export type LocationListStatus = (typeof locationListStatuses)[number];

export const defaultLocationPageSize = 50;
export const maxLocationPageSize = 200;

export { placeSorts };
export type { PlaceSort } from "../rules/place-cursor";

/**
 * GET /api/locations. bbox, near and cursor travel as text and are read by the rules that
 * check them here, so a bad one is a 400 on its own field; the use case reads them again.
 */
export const locationListQuerySchema = z
  .object({
    status: z
      .enum(locationListStatuses)
      .default("approved")
      .meta({ description: "approved (default); mine: the member's own, any status (members only); all: approved plus the member's own." }),
    region: regionSchema.optional(),
    bbox: z
      .string()
      .max(120)
      .refine((text) => parseBoundingBox(text) !== null, { message: schemaMessages.locationBoundingBox })
      .optional()
      .meta({
        description:
          "The map's viewport: minLon,minLat,maxLon,maxLat. Widened to the map tiles it lies on at its zoom (at most two each way), so the answer may hold places up to a tile beyond its edges: a list that wants the exact view keeps those inside it.",
        example: "-72.5,18.4,-72.2,18.7",
      }),
    q: z.string().trim().max(100).optional().meta({ description: "Words of the name; case and accents do not matter." }),
    sort: z.enum(placeSorts).default("name").meta({ description: "name (default), recent (newest first) or distance (needs near)." }),
    near: z
      .string()
      .max(60)
      .refine((text) => parseNearPoint(text) !== null, { message: schemaMessages.locationNearPoint })
      .optional()
      .meta({ description: "The reader's position for sort=distance: lat,lng.", example: "18.54,-72.34" }),
    limit: z.coerce.number().int().min(1).max(maxLocationPageSize).default(defaultLocationPageSize),
    cursor: z
      .string()
      .max(800)
      .refine((text) => decodePlaceCursor(text) !== null, { message: schemaMessages.locationCursor })
      .optional()
      .meta({ description: "The X-Next-Cursor of the previous page, unchanged." }),
  })
  .refine((query) => query.sort !== "distance" || query.near !== undefined, {
    path: ["near"],
    message: schemaMessages.locationNearPoint,
  });
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

/** The /map statistic cards, over approved places only. */
export const locationSummarySchema = z
  .object({
    approved: countSchema,
    withPhoto: countSchema,
    addedThisWeek: countSchema.meta({ description: "Approved places created in the last 7 days." }),
  })
  .meta({ id: "LocationSummary" });
export type LocationSummary = z.infer<typeof locationSummarySchema>;
