import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import {
  createLocationFormSchema,
  createLocationRequestSchema,
  locationListQuerySchema,
  locationSchema,
  locationSummarySchema,
  updateLocationRequestSchema,
} from "../schemas/locations";
import { defineRoute } from "./route";

/** Places: members' locations on the map, published once a moderator approves them. */
export const placeRoutes = [
  defineRoute({
    operationId: "listLocations",
    method: "GET",
    path: "/api/locations",
    summary:
      "Lists places, a page at a time: approved ones by default, with the signed-in member's own by status. " +
      "The next page is in the Link header (rel=\"next\") and in X-Next-Cursor, both absent on the last page.",
    tag: "locations",
    access: "public",
    query: locationListQuerySchema,
    responses: { 200: { description: "A page of places in the order asked for.", schema: z.array(locationSchema) } },
  }),
  defineRoute({
    operationId: "getLocationSummary",
    method: "GET",
    path: "/api/locations/summary",
    summary: "The map's figures: approved places, those with a photo, those added in the last 7 days.",
    tag: "locations",
    access: "public",
    responses: { 200: { description: "The figures, over approved places.", schema: locationSummarySchema } },
  }),
  defineRoute({
    operationId: "listMyLocations",
    method: "GET",
    path: "/api/locations/my",
    summary: "Lists the places the signed-in member submitted, whatever their review status, with the reason of a refusal.",
    tag: "locations",
    access: "member",
    responses: { 200: { description: "The member's places, newest first.", schema: z.array(locationSchema) } },
  }),
  defineRoute({
    operationId: "getLocation",
    method: "GET",
    path: "/api/locations/{id}",
    summary: "One place: anyone sees an approved one; its author and moderators also see it pending or refused.",
    tag: "locations",
    access: "public",
    params: idParamsSchema,
    responses: { 200: { description: "The place.", schema: locationSchema } },
  }),
  defineRoute({
    operationId: "createLocation",
    method: "POST",
    path: "/api/locations",
    summary: "Submits a place for review, as JSON (map page) or as a multipart form with a photo (location finder).",
    tag: "locations",
    access: "member",
    idempotent: true,
    body: createLocationRequestSchema,
    alternativeBody: { kind: "multipart", schema: createLocationFormSchema },
    responses: { 201: { description: "The place, awaiting review.", schema: locationSchema } },
  }),
  defineRoute({
    operationId: "updateLocation",
    method: "PATCH",
    path: "/api/locations/{id}",
    summary: "Edits a place; its submitter or a moderator only. A submitter's edit of a published place sends it back to review.",
    tag: "locations",
    access: "member",
    params: idParamsSchema,
    body: updateLocationRequestSchema,
    responses: { 200: { description: "The place as saved.", schema: locationSchema } },
  }),
] as const;
