import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import {
  contactableContributorSchema,
  contributeRequestSchema,
  contributeResponseSchema,
  publicContributionSchema,
} from "../schemas/contributions";
import { taskSummarySchema } from "../schemas/tasks";
import { defineRoute } from "./route";

export const taskRoutes = [
  defineRoute({
    operationId: "getTask",
    method: "GET",
    path: "/api/tasks/{id}",
    summary: "Names a task in the requester's language, with the service it belongs to.",
    tag: "tasks",
    access: "public",
    params: idParamsSchema,
    responses: { 200: { description: "The task and its service.", schema: taskSummarySchema } },
  }),
  defineRoute({
    operationId: "listTaskContributions",
    method: "GET",
    path: "/api/tasks/{id}/contributions",
    summary: "Lists the contributions made to a task, without anyone's contact details.",
    tag: "tasks",
    access: "public",
    params: idParamsSchema,
    responses: { 200: { description: "The task's contributions, newest first.", schema: z.array(publicContributionSchema) } },
  }),
  defineRoute({
    operationId: "contributeToTask",
    method: "POST",
    path: "/api/tasks/{id}/contribute",
    summary: "Records the signed-in member's contribution to a task and tells which task comes next.",
    tag: "tasks",
    access: "member",
    idempotent: true,
    conflicts: ["CONTRIBUTION.TASK_WAITING", "CONTRIBUTION.ALREADY_CONTRIBUTED", "CONTRIBUTION.TASK_CLOSED"],
    params: idParamsSchema,
    body: contributeRequestSchema,
    responses: {
      201: { description: "The contribution, awaiting review, and the next task.", schema: contributeResponseSchema },
    },
  }),
  defineRoute({
    operationId: "listContactableContributors",
    method: "GET",
    path: "/api/tasks/{id}/contactable-contributors",
    summary: "Lists the contributors of a task who agreed to be called, without their numbers.",
    tag: "tasks",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "Contributors one may ask to call.", schema: z.array(contactableContributorSchema) } },
  }),
] as const;
