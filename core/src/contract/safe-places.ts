import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import {
  createSafePlaceRequestSchema,
  safePlaceListQuerySchema,
  safePlaceSchema,
  updateSafePlaceRequestSchema,
} from "../schemas/safe-places";
import { defineRoute } from "./route";

export const safePlaceRoutes = [
  defineRoute({
    operationId: "listSafePlaces",
    method: "GET",
    path: "/api/safe-places",
    summary:
      "Lists the safe places: verified ones, and the requester's own awaiting review or rejected (with the reason); never another member's unverified ones.",
    tag: "safe-places",
    access: "member",
    query: safePlaceListQuerySchema,
    responses: { 200: { description: "The safe places, by name.", schema: z.array(safePlaceSchema) } },
  }),
  defineRoute({
    operationId: "createSafePlace",
    method: "POST",
    path: "/api/safe-places",
    summary: "Reports a safe place; it is shown to others once a moderator verifies it.",
    tag: "safe-places",
    access: "member",
    body: createSafePlaceRequestSchema,
    responses: { 201: { description: "The safe place, pending verification.", schema: safePlaceSchema } },
  }),
  defineRoute({
    operationId: "updateSafePlace",
    method: "PATCH",
    path: "/api/safe-places/{id}",
    summary: "Corrects a safe place; its reporter (the correction is reviewed again) or a moderator only.",
    tag: "safe-places",
    access: "member",
    params: idParamsSchema,
    body: updateSafePlaceRequestSchema,
    responses: { 200: { description: "The safe place as saved.", schema: safePlaceSchema } },
  }),
] as const;
