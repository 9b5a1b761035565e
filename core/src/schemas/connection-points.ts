import { z } from "zod";
import {
  countSchema,
  idSchema,
  instantSchema,
  latitudeSchema,
  longitudeSchema,
  placeSearchSchema,
  ratingSchema,
  reportedPlaceFields,
  reportedPlaceReaderFields,
} from "./common";
import { verificationStatusSchema } from "./safe-places";

export const connectionTypes = ["wifi", "4g", "3g", "satellite", "cable"] as const;
export const connectionTypeSchema = z.enum(connectionTypes).meta({ id: "ConnectionType" });
export type ConnectionType = z.infer<typeof connectionTypeSchema>;

export const connectionStatuses = ["active", "inactive", "intermittent", "unknown"] as const;
export const connectionStatusSchema = z.enum(connectionStatuses).meta({ id: "ConnectionStatus" });
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

const speedSchema = z.number().nonnegative().max(100_000).meta({ description: "Measured speed in Mbps." });

export const connectionPointSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: z.string(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    address: z.string(),
    connectionType: connectionTypeSchema,
    speed: speedSchema,
    reliability: z.number().min(0).max(5),
    isPublic: z.boolean(),
    isFree: z.boolean(),
    requirements: z.string().nullable().meta({ description: "What it takes to connect; null for a free point." }),
    reportedBy: z.string().meta({ description: "Full name of the member who added it." }),
    reportedAt: instantSchema,
    lastTested: instantSchema.nullable(),
    status: connectionStatusSchema,
    verificationStatus: verificationStatusSchema,
    ...reportedPlaceReaderFields,
  })
  .meta({ id: "ConnectionPoint" });
export type ConnectionPoint = z.infer<typeof connectionPointSchema>;

/** `GET /api/connection-points?q=&connectionType=`: both optional, together they narrow. */
export const connectionPointListQuerySchema = z.object({
  q: placeSearchSchema,
  connectionType: connectionTypeSchema.optional(),
});
export type ConnectionPointListQuery = z.infer<typeof connectionPointListQuerySchema>;

/** The connection map's four stat cards, over the verified points (the same for every member). */
export const connectionPointSummarySchema = z
  .object({
    total: countSchema,
    active: countSchema.meta({ description: "Verified points whose status is active." }),
    free: countSchema,
    averageSpeed: countSchema.meta({ description: "Mean speed of the verified points, rounded to whole Mbps; 0 when there are none." }),
  })
  .meta({ id: "ConnectionPointSummary" });
export type ConnectionPointSummary = z.infer<typeof connectionPointSummarySchema>;

/** New points start active; public and free unless said otherwise; requirements kept only when not free. */
export const createConnectionPointRequestSchema = z
  .object({
    ...reportedPlaceFields,
    connectionType: connectionTypeSchema,
    speed: speedSchema,
    reliability: ratingSchema.optional().meta({ description: "0 to 5; 0 when not given." }),
    isPublic: z.boolean().optional(),
    isFree: z.boolean().optional(),
    requirements: z.string().trim().max(500).nullable().optional(),
  })
  .meta({ id: "CreateConnectionPointRequest" });
export type CreateConnectionPointRequest = z.infer<typeof createConnectionPointRequestSchema>;

/**
 * Reporter's or moderator's correction, including a new status after a test. A reporter's change
 * of anything but the status, speed or reliability goes back to review (decision 0024).
 */
export const updateConnectionPointRequestSchema = createConnectionPointRequestSchema
  .partial()
  .extend({ status: connectionStatusSchema.optional() })
  .meta({ id: "UpdateConnectionPointRequest" });
export type UpdateConnectionPointRequest = z.infer<typeof updateConnectionPointRequestSchema>;
