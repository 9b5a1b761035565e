import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import {
  createLocationFormSchema,
  createLocationRequestSchema,
  locationSchema,
  updateLocationRequestSchema,
} from "../schemas/locations";
import { defineRoute } from "./route";

/** Places: a member's locations on the map (still to come: answers 501). */
export const placeRoutes = [
  defineRoute({
    operationId: "listLocations",
    method: "GET",
    path: "/api/locations",
    summary: "Lists the approved places.",
    tag: "locations",
    access: "public",
    responses: { 200: { description: "Approved places, newest first.", schema: z.array(locationSchema) } },
  }),
  defineRoute({
    operationId: "listMyLocations",
    method: "GET",
    path: "/api/locations/my",
    summary: "Lists the places the signed-in member submitted, whatever their review status.",
    tag: "locations",
    access: "member",
    responses: { 200: { description: "The member's places, newest first.", schema: z.array(locationSchema) } },
  }),
  defineRoute({
    operationId: "createLocation",
    method: "POST",
    path: "/api/locations",
    summary: "Submits a place for review, as JSON (map page) or as a multipart form with a photo (location finder).",
    tag: "locations",
    access: "member",
    body: createLocationRequestSchema,
    alternativeBody: { kind: "multipart", schema: createLocationFormSchema },
    responses: { 201: { description: "The place, awaiting review.", schema: locationSchema } },
  }),
  defineRoute({
    operationId: "updateLocation",
    method: "PATCH",
    path: "/api/locations/{id}",
    summary: "Edits a place; its submitter or a moderator only.",
    tag: "locations",
    access: "member",
    params: idParamsSchema,
    body: updateLocationRequestSchema,
    responses: { 200: { description: "The place as saved.", schema: locationSchema } },
  }),
] as const;
