import { z } from "zod";
import { countSchema, idSchema } from "./common";

/** A public-service area, localized to the requester's language. */
export const publicServiceSchema = z
  .object({
    id: idSchema,
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: z.string(),
    description: z.string(),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/).meta({ example: "#1d4ed8" }),
    imageUrl: z
      .string()
      .nullable()
      .meta({ description: "Null for services without an image, shown behind the home page's toggle." }),
    taskCount: countSchema,
    contributorCount: countSchema.meta({ description: "Members whose main service is this one." }),
    discussionCount: countSchema.meta({ description: "Forums of the service that are not hidden." }),
  })
  .meta({ id: "PublicService" });
export type PublicService = z.infer<typeof publicServiceSchema>;
