import { z } from "zod";
import { countSchema, idSchema, instantSchema } from "./common";
import { schemaMessages } from "./messages";

export const createIdeaRequestSchema = z
  .object({
    content: z.string().trim().min(1, { message: schemaMessages.ideaEmpty }).max(2000),
    serviceId: z
      .int({ error: schemaMessages.ideaServiceRequired })
      .positive({ error: schemaMessages.ideaServiceRequired })
      .meta({ description: "The service the idea is for." }),
  })
  .meta({ id: "CreateIdeaRequest" });
export type CreateIdeaRequest = z.infer<typeof createIdeaRequestSchema>;

export const ideaSchema = z
  .object({
    id: idSchema,
    content: z.string(),
    serviceId: idSchema,
    serviceName: z.string(),
    authorName: z.string().nullable().meta({ description: "Null for visitors: authors are shown to members only." }),
    createdAt: instantSchema,
    voteCount: countSchema,
    pointsEarned: countSchema.meta({ description: "Points the author earned from votes on this idea." }),
    hasVoted: z.boolean().meta({ description: "Whether the requester voted; always false for visitors." }),
  })
  .meta({ id: "Idea" });
export type Idea = z.infer<typeof ideaSchema>;
