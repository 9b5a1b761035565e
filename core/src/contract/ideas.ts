import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import { createIdeaRequestSchema, ideaListQuerySchema, ideaSchema, ideaSummarySchema } from "../schemas/ideas";
import { defineRoute } from "./route";

export const ideaRoutes = [
  defineRoute({
    operationId: "listIdeas",
    method: "GET",
    path: "/api/ideas",
    summary: "Lists the visible ideas of every service, one page at a time, newest first unless sorted; authors are named to members only.",
    tag: "ideas",
    access: "public",
    query: ideaListQuerySchema,
    responses: { 200: { description: "The ideas of the page, at most `limit`; fewer means the last page.", schema: z.array(ideaSchema) } },
  }),
  defineRoute({
    operationId: "listServiceIdeas",
    method: "GET",
    path: "/api/ideas/service/{id}",
    summary: "Lists the visible ideas of one service, one page at a time, newest first unless sorted; authors are named to members only.",
    tag: "ideas",
    access: "public",
    params: idParamsSchema,
    query: ideaListQuerySchema,
    responses: { 200: { description: "The service's ideas of the page, at most `limit`; fewer means the last page.", schema: z.array(ideaSchema) } },
  }),
  defineRoute({
    operationId: "createIdea",
    method: "POST",
    path: "/api/ideas",
    summary: "Shares an idea for a service.",
    tag: "ideas",
    access: "member",
    idempotent: true,
    body: createIdeaRequestSchema,
    responses: { 201: { description: "The new idea.", schema: ideaSchema } },
  }),
  defineRoute({
    operationId: "voteIdea",
    method: "POST",
    path: "/api/ideas/{id}/vote",
    summary:
      "Casts the signed-in member's vote for an idea. A vote is never taken back; a second vote (IDEA.ALREADY_VOTED) and a vote for one's own idea (IDEA.OWN_IDEA) are refused with 409 and change nothing.",
    tag: "ideas",
    access: "member",
    conflicts: ["IDEA.ALREADY_VOTED", "IDEA.OWN_IDEA"],
    params: idParamsSchema,
    responses: { 200: { description: "The idea with its new vote count.", schema: ideaSchema } },
  }),
  defineRoute({
    operationId: "getIdeaSummary",
    method: "GET",
    path: "/api/ideas/summary",
    summary: "Counts the visible ideas, their votes and the services that have ideas.",
    tag: "ideas",
    access: "public",
    responses: { 200: { description: "The figures over every visible idea.", schema: ideaSummarySchema } },
  }),
] as const;
