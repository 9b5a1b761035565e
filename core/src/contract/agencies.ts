import { z } from "zod";
import { createGovernmentAgencyRequestSchema, governmentAgencySchema } from "../schemas/agencies";
import { defineRoute } from "./route";

export const agencyRoutes = [
  defineRoute({
    operationId: "listGovernmentAgencies",
    method: "GET",
    path: "/api/government-agencies",
    summary: "Lists the approved government agencies of the directory.",
    tag: "agencies",
    access: "public",
    responses: { 200: { description: "The agencies, by name.", schema: z.array(governmentAgencySchema) } },
  }),
  defineRoute({
    operationId: "createGovernmentAgency",
    method: "POST",
    path: "/api/government-agencies",
    summary: "Submits a government agency for review.",
    tag: "agencies",
    access: "member",
    body: createGovernmentAgencyRequestSchema,
    conflicts: ["AGENCY.DUPLICATE"],
    responses: { 201: { description: "The agency, awaiting review.", schema: governmentAgencySchema } },
  }),
] as const;
