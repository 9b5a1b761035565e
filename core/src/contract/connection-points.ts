import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import {
  connectionPointListQuerySchema,
  connectionPointSchema,
  connectionPointSummarySchema,
  createConnectionPointRequestSchema,
  updateConnectionPointRequestSchema,
} from "../schemas/connection-points";
import { defineRoute } from "./route";

export const connectionPointRoutes = [
  defineRoute({
    operationId: "listConnectionPoints",
    method: "GET",
    path: "/api/connection-points",
    summary:
      "Lists the internet connection points: verified ones, and the requester's own awaiting review or rejected (with the reason); never another member's unverified ones.",
    tag: "connection-points",
    access: "member",
    query: connectionPointListQuerySchema,
    responses: { 200: { description: "The connection points, by name.", schema: z.array(connectionPointSchema) } },
  }),
  defineRoute({
    operationId: "getConnectionPointSummary",
    method: "GET",
    path: "/api/connection-points/summary",
    summary: "The connection map's figures over the verified points: how many, how many active, how many free, their mean speed.",
    tag: "connection-points",
    access: "member",
    responses: { 200: { description: "The figures.", schema: connectionPointSummarySchema } },
  }),
  defineRoute({
    operationId: "createConnectionPoint",
    method: "POST",
    path: "/api/connection-points",
    summary: "Reports an internet connection point; it is shown to others once a moderator verifies it.",
    tag: "connection-points",
    access: "member",
    body: createConnectionPointRequestSchema,
    responses: { 201: { description: "The connection point, active and pending verification.", schema: connectionPointSchema } },
  }),
  defineRoute({
    operationId: "updateConnectionPoint",
    method: "PATCH",
    path: "/api/connection-points/{id}",
    summary:
      "Corrects a connection point or reports its status after a test; its reporter (a correction beyond status, speed and reliability is reviewed again) or a moderator only.",
    tag: "connection-points",
    access: "member",
    params: idParamsSchema,
    body: updateConnectionPointRequestSchema,
    responses: { 200: { description: "The connection point as saved.", schema: connectionPointSchema } },
  }),
] as const;
