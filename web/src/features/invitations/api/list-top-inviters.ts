import type { InviterEntry } from "@kominote/core/schemas/invitations";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/invitations/leaderboard`: the members whose invitations were accepted most, best first. */
export const listTopInviters = (): Promise<readonly InviterEntry[]> => expectData(api.GET("/api/invitations/leaderboard"));

export const topInvitersQueryOptions = () =>
  queryOptions({ queryKey: ["invitations", "top"] as const, queryFn: listTopInviters });

/** Both lists a sent invitation changes. */
export const invitationsQueryKey = ["invitations"] as const;
