import { z } from "zod";
import { haitiBounds } from "../rules/haiti-area";
import { schemaMessages } from "./messages";

/** Database ids are positive integers. */
export const idSchema = z.int().positive();

/** Counters shown to people (tasks, votes, points ...) are never negative. */
export const countSchema = z.int().nonnegative();

/** Instants travel as ISO 8601 UTC strings, e.g. "2026-01-31T14:05:00.000Z". */
export const instantSchema = z.iso.datetime();

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** Links typed by members: only http(s), so a stored link can never run script. */
export const webUrlSchema = z.url({ protocol: /^https?$/, message: schemaMessages.urlInvalid }).max(2048);

/** A path id: the URL carries text, the handler receives a positive integer. */
/** Ids are 32-bit serial columns: a larger number can name nothing, and must not reach the database. */
export const pathIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `{id}` in a path. */
export const idParamsSchema = z.object({ id: pathIdSchema });

/** A member as other members may see them next to what they wrote. */
export const personRefSchema = z.object({ fullName: z.string() }).meta({ id: "PersonRef" });

/** Answer of calls that only acknowledge, with a message in the requester's language. */
export const acknowledgementSchema = z
  .object({ message: z.string() })
  .meta({ id: "Acknowledgement" });

/** Text a person must fill in: trimmed, not empty ("required" in their language), bounded. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, { message: schemaMessages.requiredField }).max(max);

/** A coordinate typed by a member for a place in Haiti: outside Haiti's box, its own field says so. */
const haitiCoordinate = (min: number, max: number) =>
  z.number().min(min, { message: schemaMessages.locationOutsideHaiti }).max(max, { message: schemaMessages.locationOutsideHaiti });
export const haitiLatitudeSchema = haitiCoordinate(haitiBounds.minLatitude, haitiBounds.maxLatitude);
export const haitiLongitudeSchema = haitiCoordinate(haitiBounds.minLongitude, haitiBounds.maxLongitude);

/** What every place a member reports (safe place, connection point) starts with. */
export const reportedPlaceFields = {
  name: requiredText(150),
  address: requiredText(300),
  description: requiredText(2000),
  latitude: haitiLatitudeSchema,
  longitude: haitiLongitudeSchema,
};

/** A rating from 0 to 5 (a safe place's safety, a connection's reliability); a half star is a rating too. */
export const ratingSchema = z
  .number()
  .min(0, { message: schemaMessages.ratingRange })
  .max(5, { message: schemaMessages.ratingRange });

/** `?q=`: words sought in a reported place's name, address or description, case and accents aside. */
export const placeSearchSchema = z
  .string()
  .trim()
  .max(100)
  .optional()
  .meta({ description: "Words sought in the name, address or description, case and accents aside; empty means all." });

/**
 * Where a reported place stands for the member reading it: `rejectionReason` is the moderator's
 * reason, shown to its reporter only (others never see a rejected place); `canEdit` is true for
 * its reporter and for moderators, the two who may correct it.
 */
export const reportedPlaceReaderFields = {
  rejectionReason: z.string().nullable(),
  canEdit: z.boolean(),
};
