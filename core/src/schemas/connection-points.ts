import { z } from "zod";
import { idSchema, instantSchema, latitudeSchema, longitudeSchema, reportedPlaceFields } from "./common";
import { verificationStatusSchema } from "./safe-places";

export const connectionTypes = ["wifi", "4g", "3g", "satellite", "cable"] as const;
export const connectionTypeSchema = z.enum(connectionTypes).meta({ id: "ConnectionType" });
export type ConnectionType = z.infer<typeof connectionTypeSchema>;

export const connectionStatuses = ["active", "inactive", "intermittent", "unknown"] as const;
export const connectionStatusSchema = z.enum(connectionStatuses).meta({ id: "ConnectionStatus" });
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

const reliabilitySchema = z.number().min(0).max(5);
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
    reliability: reliabilitySchema,
    isPublic: z.boolean(),
    isFree: z.boolean(),
    requirements: z.string().nullable(),
    reportedBy: z.string().meta({ description: "Full name of the member who added it." }),
    reportedAt: instantSchema,
    lastTested: instantSchema.nullable(),
    status: connectionStatusSchema,
    verificationStatus: verificationStatusSchema,
  })
  .meta({ id: "ConnectionPoint" });
export type ConnectionPoint = z.infer<typeof connectionPointSchema>;


/** New points start active; public and free unless said otherwise. */
export const createConnectionPointRequestSchema = z
  .object({
    ...reportedPlaceFields,
    connectionType: connectionTypeSchema,
    speed: speedSchema,
    reliability: reliabilitySchema.optional(),
    isPublic: z.boolean().optional(),
    isFree: z.boolean().optional(),
    requirements: z.string().trim().max(500).nullable().optional(),
  })
  .meta({ id: "CreateConnectionPointRequest" });
export type CreateConnectionPointRequest = z.infer<typeof createConnectionPointRequestSchema>;

/** Owner's or moderator's correction, including a new status after a test. */
export const updateConnectionPointRequestSchema = createConnectionPointRequestSchema
  .partial()
  .extend({ status: connectionStatusSchema.optional() })
  .meta({ id: "UpdateConnectionPointRequest" });
export type UpdateConnectionPointRequest = z.infer<typeof updateConnectionPointRequestSchema>;
