import type { GeneratedInviteLink } from "@kominote/core/schemas/invitations";
import { api, expectData } from "../../../api/client";

/** `POST /api/invitations/generate-link`: the member's personal link, the same on every call. */
export const generateInviteLink = (): Promise<GeneratedInviteLink> => expectData(api.POST("/api/invitations/generate-link"));
