import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import { accountContributionSchema, taskContributionSchema } from "../schemas/contributions";
import { forumResponseSchema } from "../schemas/forums";
import { deleteOwnAccountRequestSchema, deletionCodeSentSchema, ownDataExportSchema } from "../schemas/own-data";
import { joinServiceRequestSchema, updateProfileRequestSchema, userIdParamsSchema, userSchema } from "../schemas/users";
import { defineRoute } from "./route";

/** Every call here acts on the member named in the path, who must be the requester (403 otherwise), or on "me", the requester. */
export const userRoutes = [
  defineRoute({
    operationId: "joinServiceForUser",
    method: "POST",
    path: "/api/users/{userId}/join-service",
    summary: "Sets the main service of the signed-in member, who must be the member in the path.",
    tag: "users",
    access: "member",
    params: userIdParamsSchema,
    body: joinServiceRequestSchema,
    responses: { 200: { description: "The member with their new main service.", schema: userSchema } },
  }),
  defineRoute({
    operationId: "listUserContributions",
    method: "GET",
    path: "/api/users/{id}/contributions",
    summary: "Lists the signed-in member's contributions for the account page.",
    tag: "users",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The member's contributions, newest first.", schema: z.array(accountContributionSchema) } },
  }),
  defineRoute({
    operationId: "listUserTaskContributions",
    method: "GET",
    path: "/api/users/{id}/task-contributions",
    summary: "Lists the signed-in member's contributions with their task and review status.",
    tag: "users",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The member's contributions, newest first.", schema: z.array(taskContributionSchema) } },
  }),
  defineRoute({
    operationId: "listUserResponses",
    method: "GET",
    path: "/api/users/{id}/responses",
    summary: "Lists the forum posts the signed-in member wrote.",
    tag: "users",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The member's posts, newest first.", schema: z.array(forumResponseSchema) } },
  }),
  defineRoute({
    operationId: "updateProfile",
    method: "PATCH",
    path: "/api/users/{id}/profile",
    summary: "Updates the signed-in member's own profile; the member number never changes.",
    tag: "users",
    access: "member",
    conflicts: ["USER.EMAIL_TAKEN", "USER.PHONE_TAKEN"],
    params: idParamsSchema,
    body: updateProfileRequestSchema,
    responses: { 200: { description: "The member as saved.", schema: userSchema } },
  }),
  defineRoute({
    operationId: "exportOwnData",
    method: "GET",
    path: "/api/users/me/export",
    summary: "Downloads everything stored about the signed-in member as one JSON file (no password hash, no tokens).",
    tag: "users",
    access: "member",
    responses: {
      200: {
        description: "The member's data, sent as an attachment named after the member number and the day.",
        schema: ownDataExportSchema,
      },
    },
  }),
  defineRoute({
    operationId: "sendAccountDeletionCode",
    method: "POST",
    path: "/api/users/me/deletion-code",
    summary: "Sends the code confirming that the signed-in member leaves, to the account's own e-mail (else its phone).",
    tag: "users",
    access: "member",
    responses: {
      200: { description: "The code was sent; where to, and when another may be asked.", schema: deletionCodeSentSchema },
    },
  }),
  defineRoute({
    operationId: "deleteOwnAccount",
    method: "DELETE",
    path: "/api/users/me",
    summary:
      "The signed-in member leaves: personal data and files are removed, their content stays under 'former member', every session ends (decision 0020).",
    tag: "users",
    access: "member",
    body: deleteOwnAccountRequestSchema,
    responses: { 204: { description: "The account is deleted and the session cookie cleared." } },
  }),
] as const;
