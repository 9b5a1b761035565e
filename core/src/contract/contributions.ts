import { idParamsSchema } from "../schemas/common";
import {
  callRequestReceiptSchema,
  callRequestSchema,
  contributionIdParamsSchema,
  contributionSchema,
  updateContributionRequestSchema,
} from "../schemas/contributions";
import { uploadRequestSchema, uploadSchema } from "../schemas/uploads";
import { defineRoute } from "./route";

export const contributionRoutes = [
  defineRoute({
    operationId: "requestCall",
    method: "POST",
    path: "/api/contributions/{id}/request-call",
    summary: "Asks the author of a contribution, who allowed direct contact, to call back.",
    tag: "contributions",
    access: "member",
    conflicts: ["CALL_REQUEST.OWN_CONTRIBUTION"],
    params: idParamsSchema,
    body: callRequestSchema,
    responses: { 201: { description: "The request was recorded and the contributor notified.", schema: callRequestReceiptSchema } },
  }),
  defineRoute({
    operationId: "updateContribution",
    method: "PATCH",
    path: "/api/contributions/{contributionId}",
    summary: "Edits one of the signed-in member's own contributions.",
    tag: "contributions",
    access: "member",
    conflicts: ["CONTRIBUTION.ALREADY_REVIEWED"],
    params: contributionIdParamsSchema,
    body: updateContributionRequestSchema,
    responses: { 200: { description: "The contribution as saved.", schema: contributionSchema } },
  }),
  defineRoute({
    operationId: "uploadFile",
    method: "POST",
    path: "/api/uploads",
    summary: "Stores a file for a contribution (media up to 10 MB, or a PDF), checked by its bytes.",
    tag: "contributions",
    access: "member",
    body: uploadRequestSchema,
    bodyKind: "multipart",
    responses: { 201: { description: "The stored file, to reference by id.", schema: uploadSchema } },
  }),
] as const;
