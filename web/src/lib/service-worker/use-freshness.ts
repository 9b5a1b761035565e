import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

/** What the page knows of its data: whether there is a connection, and whether kept copies answered. */
export interface Freshness {
  readonly offline: boolean;
  /** A kept copy answered a read (its save time, when the copy says); null while every answer was fresh. */
  readonly stale: { readonly savedAt: string | null } | null;
}

const isStaleRead = (data: unknown): data is { type: "stale-read"; savedAt: string | null } =>
  (data as { type?: unknown } | null)?.type === "stale-read";

/**
 * Follows the connection and the service worker's word that a read was answered from the phone
 * (decision 0034). It asks the worker what it already answered this page so (the notice loads after
 * the first reads). When the connection returns, what was shown from the phone is read again.
 */
export const useFreshness = (): Freshness => {
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [stale, setStale] = useState<Freshness["stale"]>(null);
  const shownStale = useRef(false);
  useEffect(() => {
    const container = "serviceWorker" in navigator ? navigator.serviceWorker : null;
    const heard = (event: MessageEvent): void => {
      if (!isStaleRead(event.data)) return;
      shownStale.current = true;
      setStale({ savedAt: event.data.savedAt });
    };
    const wentOffline = (): void => setOffline(true);
    const cameBack = (): void => {
      setOffline(false);
      if (!shownStale.current) return;
      shownStale.current = false;
      setStale(null);
      void queryClient.invalidateQueries();
    };
    container?.addEventListener("message", heard);
    container?.controller?.postMessage({ type: "stale-reads?" });
    window.addEventListener("offline", wentOffline);
    window.addEventListener("online", cameBack);
    return () => {
      container?.removeEventListener("message", heard);
      window.removeEventListener("offline", wentOffline);
      window.removeEventListener("online", cameBack);
    };
  }, [queryClient]);
  return { offline, stale };
};
