import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import {
  connectionPointSchema,
  createConnectionPointRequestSchema,
  updateConnectionPointRequestSchema,
} from "../schemas/connection-points";
import { defineRoute } from "./route";

export const connectionPointRoutes = [
  defineRoute({
    operationId: "listConnectionPoints",
    method: "GET",
    path: "/api/connection-points",
    summary: "Lists the internet connection points: verified ones, and the requester's own awaiting review.",
    tag: "connection-points",
    access: "member",
    responses: { 200: { description: "The connection points.", schema: z.array(connectionPointSchema) } },
  }),
  defineRoute({
    operationId: "createConnectionPoint",
    method: "POST",
    path: "/api/connection-points",
    summary: "Reports an internet connection point; it is shown to others once a moderator verifies it.",
    tag: "connection-points",
    access: "member",
    body: createConnectionPointRequestSchema,
    responses: { 201: { description: "The connection point, pending verification.", schema: connectionPointSchema } },
  }),
  defineRoute({
    operationId: "updateConnectionPoint",
    method: "PATCH",
    path: "/api/connection-points/{id}",
    summary: "Corrects a connection point or its status; its reporter or a moderator only.",
    tag: "connection-points",
    access: "member",
    params: idParamsSchema,
    body: updateConnectionPointRequestSchema,
    responses: { 200: { description: "The connection point as saved.", schema: connectionPointSchema } },
  }),
] as const;
