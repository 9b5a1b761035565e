import { livePresenceHeartbeatMs } from "@kominote/core/rules/live-meeting";
import { useEffect } from "react";
import { reportPresence } from "../api/report-presence";

/**
 * Counts this tab among the viewers while the live page is open: a random id per page view (so a
 * tab counts once, and a member with two tabs counts twice, as two screens), a heartbeat every 10 s,
 * and a goodbye when the page goes (the server forgets a silent tab within 30 s anyway).
 */
export const usePresence = (): void => {
  useEffect(() => {
    const viewerId = crypto.randomUUID();
    const beat = () => void reportPresence(viewerId).catch(() => undefined);
    beat();
    const timer = setInterval(beat, livePresenceHeartbeatMs);
    const leave = () => void reportPresence(viewerId, true).catch(() => undefined);
    globalThis.addEventListener("pagehide", leave);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);
};
