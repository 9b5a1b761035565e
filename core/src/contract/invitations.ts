import { z } from "zod";
import { acknowledgementSchema } from "../schemas/common";
import {
  generatedInviteLinkSchema,
  invitationSchema,
  invitationStatsSchema,
  inviterEntrySchema,
  sendInvitationRequestSchema,
  unsubscribeQuerySchema,
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
    conflicts: ["INVITATION.DO_NOT_CONTACT"],
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
  defineRoute({
    operationId: "unsubscribeFromInvitations",
    method: "GET",
    path: "/api/invitations/unsubscribe",
    summary:
      "The link at the foot of every invitation: the address or number it was sent to is never invited again. Needs no account; the signed token is the proof.",
    tag: "invitations",
    access: "public",
    query: unsubscribeQuerySchema,
    responses: { 200: { description: "Done, said in the requester's language.", schema: acknowledgementSchema } },
  }),
] as const;
