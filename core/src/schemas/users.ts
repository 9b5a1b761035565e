import { z } from "zod";
import { idSchema, instantSchema } from "./common";
import { emailSchema, fullNameSchema, phoneNumberSchema, photoDataUrlSchema } from "./contact";

/** Roles are ordered: a moderator is also a member, an admin also a moderator. */
export const roles = ["member", "moderator", "admin"] as const;
export const roleSchema = z.enum(roles).meta({ id: "Role" });
export type Role = z.infer<typeof roleSchema>;

/** Member number shown as the username: "KDS-", 7 digits, "-", a Luhn check digit. */
export const memberNumberSchema = z
  .string()
  .regex(/^KDS-\d{7}-\d$/)
  .meta({ example: "KDS-0000123-0" });

/** The signed-in member as they see themselves. */
export const userSchema = z
  .object({
    id: idSchema,
    fullName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
    bio: z.string().nullable(),
    profilePhoto: z.string().nullable().meta({ description: "URL of the member's photo." }),
    username: memberNumberSchema,
    joinedServiceId: idSchema.nullable(),
    role: roleSchema,
    createdAt: instantSchema,
    emailVerified: z
      .boolean()
      .optional()
      .meta({ description: "Whether the member confirmed their e-mail address through the link they were sent." }),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

/** Answer of a successful registration: the new member, signed in, with their member number twice (both names are read by clients). */
export const registeredUserSchema = userSchema
  .extend({
    kdsNumber: memberNumberSchema,
    socialDevelopmentAccountNumber: memberNumberSchema,
  })
  .meta({ id: "RegisteredUser" });
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** `{userId}` in a path. */
export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().positive() });

/** Profile edit: every field optional, an empty address or bio clears it. The member number never changes. */
export const updateProfileRequestSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    email: emailSchema.nullable().optional(),
    phoneNumber: phoneNumberSchema.nullable().optional(),
    address: z.string().trim().max(200).nullable().optional(),
    bio: z.string().trim().max(1000).nullable().optional(),
    profilePhoto: photoDataUrlSchema
      .nullable()
      .optional()
      .meta({ description: "A new photo as a data URL (at most 5 MB), or null to remove it." }),
  })
  .meta({ id: "UpdateProfileRequest" });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const joinServiceRequestSchema = z
  .object({ serviceId: idSchema })
  .meta({ id: "JoinServiceRequest" });
export type JoinServiceRequest = z.infer<typeof joinServiceRequestSchema>;
