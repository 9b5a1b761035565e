import type { LiveMeetingStatus } from "@kominote/core/schemas/live";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { liveMeetingStatusPollMs, liveMeetingStatusQueryKey, liveMeetingStatusQueryOptions } from "../api/get-live-meeting-status";
import { useLiveEvent } from "./use-live-event";

/**
 * The live meeting's status as pages read it: pushed by the event stream, polled every 30 s while
 * no stream is open (SPEC 9). A failed read means "not live" to the banner (SPEC 7).
 */
export const useLiveStatus = () => {
  const queryClient = useQueryClient();
  const streamOpen = useLiveEvent("liveStatus", (status) => queryClient.setQueryData<LiveMeetingStatus>(liveMeetingStatusQueryKey, status));
  return useQuery({ ...liveMeetingStatusQueryOptions(), refetchInterval: streamOpen ? false : liveMeetingStatusPollMs });
};
