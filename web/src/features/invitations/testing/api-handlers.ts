import type { InvitationStats, InviterEntry } from "@kominote/core/schemas/invitations";
import { apiHttp } from "../../../testing/msw/api-http";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { inviteLink, rankedStats, topInviters, unrankedStats } from "./invitations";

const stats = (answer: InvitationStats) => apiHttp.get("/api/invitations/stats", ({ response }) => response(200).json(answer));
const inviters = (answer: readonly InviterEntry[]) => apiHttp.get("/api/invitations/leaderboard", ({ response }) => response(200).json([...answer]));

/** Invitations: a member's figures, the top inviters, their link, an invitation sent. */
export const invitationsApi = {
  getInvitationStats: mockOperation({
    method: "get",
    path: "/api/invitations/stats",
    example: { url: "/api/invitations/stats" },
    success: stats(rankedStats),
    variants: { unranked: [stats(unrankedStats)] },
  }),
  listTopInviters: mockOperation({
    method: "get",
    path: "/api/invitations/leaderboard",
    example: { url: "/api/invitations/leaderboard" },
    success: inviters(topInviters),
    variants: { empty: [inviters([])] },
  }),
  generateInviteLink: mockOperation({
    method: "post",
    path: "/api/invitations/generate-link",
    example: { url: "/api/invitations/generate-link" },
    success: apiHttp.post("/api/invitations/generate-link", ({ response }) => response(200).json({ inviteLink })),
  }),
  sendInvitation: mockOperation({
    method: "post",
    path: "/api/invitations/send",
    example: { url: "/api/invitations/send", body: { inviteMethod: "email", inviteeEmail: "jean.baptiste@example.ht", message: "Vin ede nou nan katye a!" } },
    success: apiHttp.post("/api/invitations/send", async ({ request, response }) => {
      const { inviteMethod } = await request.json();
      return response(201).json({ id: 58, inviteMethod, accepted: false, createdAt: "2026-06-11T12:00:00.000Z" });
    }),
    fields: { inviteeEmail: "Adrès imèl la pa bon." },
    conflict: conflictOf("INVITATION.DO_NOT_CONTACT", "invitations.error.doNotContact"),
  }),
};
