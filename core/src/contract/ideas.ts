import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import { createIdeaRequestSchema, ideaSchema } from "../schemas/ideas";
import { defineRoute } from "./route";

export const ideaRoutes = [
  defineRoute({
    operationId: "listIdeas",
    method: "GET",
    path: "/api/ideas",
    summary: "Lists the visible ideas of every service, newest first; authors are named to members only.",
    tag: "ideas",
    access: "public",
    responses: { 200: { description: "The ideas.", schema: z.array(ideaSchema) } },
  }),
  defineRoute({
    operationId: "listServiceIdeas",
    method: "GET",
    path: "/api/ideas/service/{id}",
    summary: "Lists the visible ideas of one service, newest first; authors are named to members only.",
    tag: "ideas",
    access: "public",
    params: idParamsSchema,
    responses: { 200: { description: "The service's ideas.", schema: z.array(ideaSchema) } },
  }),
  defineRoute({
    operationId: "createIdea",
    method: "POST",
    path: "/api/ideas",
    summary: "Shares an idea for a service.",
    tag: "ideas",
    access: "member",
    body: createIdeaRequestSchema,
    responses: { 201: { description: "The new idea.", schema: ideaSchema } },
  }),
  defineRoute({
    operationId: "voteIdea",
    method: "POST",
    path: "/api/ideas/{id}/vote",
    summary: "Casts the signed-in member's vote for an idea; voting again changes nothing.",
    tag: "ideas",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The idea with its new vote count.", schema: ideaSchema } },
  }),
] as const;
