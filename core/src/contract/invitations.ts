import { z } from "zod";
import {
  generatedInviteLinkSchema,
  invitationSchema,
  invitationStatsSchema,
  inviterEntrySchema,
  sendInvitationRequestSchema,
} from "../schemas/invitations";
import { defineRoute } from "./route";

export const invitationRoutes = [
  defineRoute({
    operationId: "getInvitationStats",
    method: "GET",
    path: "/api/invitations/stats",
    summary: "Gives how many invitations the signed-in member sent, how many were accepted, and their rank.",
    tag: "invitations",
    access: "member",
    responses: { 200: { description: "The member's invitation figures.", schema: invitationStatsSchema } },
  }),
  defineRoute({
    operationId: "listTopInviters",
    method: "GET",
    path: "/api/invitations/leaderboard",
    summary: "Lists the members whose invitations were accepted most.",
    tag: "invitations",
    access: "member",
    responses: { 200: { description: "Top inviters, best first.", schema: z.array(inviterEntrySchema) } },
  }),
  defineRoute({
    operationId: "sendInvitation",
    method: "POST",
    path: "/api/invitations/send",
    summary: "Invites someone by e-mail or text message, or records a social or link share.",
    tag: "invitations",
    access: "member",
    body: sendInvitationRequestSchema,
    responses: { 201: { description: "The invitation.", schema: invitationSchema } },
  }),
  defineRoute({
    operationId: "generateInviteLink",
    method: "POST",
    path: "/api/invitations/generate-link",
    summary: "Gives the signed-in member's personal invitation link.",
    tag: "invitations",
    access: "member",
    responses: { 200: { description: "The link to share.", schema: generatedInviteLinkSchema } },
  }),
] as const;
