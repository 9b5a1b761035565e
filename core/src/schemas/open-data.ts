import { z } from "zod";
import { idSchema, instantSchema, latitudeSchema, longitudeSchema } from "./common";
import { regionSchema } from "./locations";

/**
 * What the open-data exports hold, one kind per source of located, reviewed records. A source
 * added later adds its kind here and one line to the sources the api lists.
 */
export const openDataKinds = ["place", "safePlace", "connectionPoint"] as const;
export const openDataKindSchema = z.enum(openDataKinds).meta({ id: "OpenDataKind" });
export type OpenDataKind = z.infer<typeof openDataKindSchema>;

/** One published record with a position, as every export writes it. */
export const openDataFeatureSchema = z
  .object({
    kind: openDataKindSchema,
    id: idSchema,
    name: z.string(),
    description: z.string().nullable(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    region: z.union([regionSchema, z.null()]),
    createdAt: instantSchema,
  })
  .meta({ id: "OpenDataFeature" });
export type OpenDataFeature = z.infer<typeof openDataFeatureSchema>;

/** RFC 7946: a point is [longitude, latitude]. */
export const geoJsonFeatureCollectionSchema = z
  .object({
    type: z.literal("FeatureCollection"),
    features: z.array(
      z.object({
        type: z.literal("Feature"),
        id: z.string().meta({ description: "kind-id, unique across kinds, e.g. place-12." }),
        geometry: z.object({
          type: z.literal("Point"),
          coordinates: z.tuple([longitudeSchema, latitudeSchema]),
        }),
        properties: openDataFeatureSchema.omit({ latitude: true, longitude: true }),
      }),
    ),
  })
  .meta({ id: "GeoJsonFeatureCollection" });
export type GeoJsonFeatureCollection = z.infer<typeof geoJsonFeatureCollectionSchema>;

export const csvTextSchema = z
  .string()
  .meta({ description: "RFC 4180 CSV with a header row: kind,id,name,description,latitude,longitude,region,createdAt." });
