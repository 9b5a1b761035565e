import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import { publicServiceSchema } from "../schemas/services";
import { serviceTaskSchema } from "../schemas/tasks";
import { userSchema } from "../schemas/users";
import { defineRoute } from "./route";

export const serviceRoutes = [
  defineRoute({
    operationId: "listPublicServices",
    method: "GET",
    path: "/api/public-services",
    summary: "Lists the public-service areas in display order, localized to the requester's language.",
    tag: "services",
    access: "public",
    responses: { 200: { description: "The services, ordered by position.", schema: z.array(publicServiceSchema) } },
  }),
  defineRoute({
    operationId: "listServiceTasks",
    method: "GET",
    path: "/api/services/{id}/tasks",
    summary: "Lists the tasks of a service in the order they are done, with the signed-in member's own part in each.",
    tag: "services",
    access: "public",
    params: idParamsSchema,
    responses: { 200: { description: "The service's tasks, ordered by position.", schema: z.array(serviceTaskSchema) } },
  }),
  defineRoute({
    operationId: "joinService",
    method: "POST",
    path: "/api/services/{id}/join",
    summary: "Makes this service the signed-in member's main service.",
    tag: "services",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The member with their new main service.", schema: userSchema } },
  }),
] as const;
