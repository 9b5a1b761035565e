import type { Invitation, SendInvitationRequest } from "@kominote/core/schemas/invitations";
import { api, expectData } from "../../../api/client";

/** `POST /api/invitations/send`: an e-mail or text message to a friend, or a social or link share recorded. */
export const sendInvitation = (request: SendInvitationRequest): Promise<Invitation> =>
  expectData(api.POST("/api/invitations/send", { body: request }));
