import type { InvitationStats } from "@kominote/core/schemas/invitations";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/invitations/stats`: the signed-in member's own figures (sent, accepted, rank). */
export const getInvitationStats = (): Promise<InvitationStats> => expectData(api.GET("/api/invitations/stats"));

export const invitationStatsQueryOptions = () =>
  queryOptions({ queryKey: ["invitations", "stats"] as const, queryFn: getInvitationStats });
