import type { LiveMeetingStatus } from "@kominote/core/schemas/live";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/live-meeting-status`: whether the meeting is live, where, and how many watch. */
export const getLiveMeetingStatus = (): Promise<LiveMeetingStatus> => expectData(api.GET("/api/live-meeting-status"));

export const liveMeetingStatusQueryKey = ["live-meeting-status"] as const;

/** SPEC 9: the live status is polled every 30 s while nothing pushes it. */
export const liveMeetingStatusPollMs = 30_000;

export const liveMeetingStatusQueryOptions = () =>
  queryOptions({ queryKey: liveMeetingStatusQueryKey, queryFn: getLiveMeetingStatus, staleTime: 5_000 });
