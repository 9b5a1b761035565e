import { z } from "zod";
import { countSchema, idSchema, instantSchema } from "./common";
import { schemaMessages } from "./messages";

export const createIdeaRequestSchema = z
  .object({
    // PostgreSQL text cannot hold a NUL character: refused here rather than failing the insert.
    content: z.string().trim().min(1, { message: schemaMessages.ideaEmpty }).max(2000).refine((text) => !text.includes("\u0000")),
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
    isOwn: z
      .boolean()
      .optional()
      .meta({ description: "Whether the requester wrote it (and so may not vote for it); always false for visitors." }),
  })
  .meta({ id: "Idea" });
export type Idea = z.infer<typeof ideaSchema>;

/**
 * How a list is ordered: newest first, most voted first, or most points earned first. Points
 * earned are a fixed number per vote received (DECISIONS 4), so "points" orders as "votes" does;
 * ties go to the newest idea.
 */
export const ideaSorts = ["recent", "votes", "points"] as const;
export type IdeaSort = (typeof ideaSorts)[number];

/** Ideas per page when the client does not say: a phone never downloads every idea at once. */
export const ideaPageSize = 30;
export const maxIdeaPageSize = 100;

/** A page of a list of ideas: page `page` holds the ideas after the first `(page - 1) * limit`. */
export const ideaListQuerySchema = z.object({
  sort: z.enum(ideaSorts).default("recent").meta({ description: "Order of the list; newest first by default." }),
  limit: z.coerce.number().int().min(1).max(maxIdeaPageSize).default(ideaPageSize).meta({ description: "Ideas per page." }),
  page: z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: "Which page, from 1." }),
});
export type IdeaListQuery = z.infer<typeof ideaListQuerySchema>;

/** The figures the idea-voting page shows above its list, over every visible idea. */
export const ideaSummarySchema = z
  .object({
    totalIdeas: countSchema,
    totalVotes: countSchema,
    servicesWithIdeas: countSchema.meta({ description: "Services with at least one visible idea." }),
  })
  .meta({ id: "IdeaSummary" });
export type IdeaSummary = z.infer<typeof ideaSummarySchema>;
