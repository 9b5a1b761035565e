import type { LiveMeetingStatus } from "@kominote/core/schemas/live";
import { livePresenceHeartbeatMs } from "@kominote/core/rules/live-meeting";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { liveMeetingStatusQueryKey } from "../api/get-live-meeting-status";
import { reportPresence } from "../api/report-presence";

/**
 * Counts this tab among the viewers while the live page is open: a random id per page view (so a
 * tab counts once, and a member with two tabs counts twice, as two screens), a heartbeat every 10 s,
 * and a goodbye when the page goes (the server forgets a silent tab within 30 s anyway).
 *
 * Each heartbeat's answer carries the count it made, and the page shows it: the status read on
 * arrival may predate this tab's own heartbeat, and the push of the new count may come before the
 * page's stream is open; with no later change nothing else would correct it.
 */
export const usePresence = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const viewerId = crypto.randomUUID();
    const beat = () =>
      void reportPresence(viewerId)
        .then(({ viewerCount }) =>
          queryClient.setQueryData<LiveMeetingStatus>(liveMeetingStatusQueryKey, (status) => (status === undefined ? status : { ...status, viewerCount })),
        )
        .catch(() => undefined);
    beat();
    const timer = setInterval(beat, livePresenceHeartbeatMs);
    const leave = () => void reportPresence(viewerId, true).catch(() => undefined);
    globalThis.addEventListener("pagehide", leave);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener("pagehide", leave);
      leave();
    };
  }, [queryClient]);
};
