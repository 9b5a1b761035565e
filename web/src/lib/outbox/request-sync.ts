import { outboxSyncTag } from "./outbox-names";

/** What the page needs of its service worker container: `navigator.serviceWorker` where the browser has one. */
export interface SyncWorkers {
  readonly ready: Promise<{ readonly sync?: { readonly register: (tag: string) => Promise<void> } }>;
}

/** How the request went: asked, the browser offers no Background Sync, or it said no. */
export type SyncRequest = "registered" | "unavailable" | "refused";

// Reading `navigator.serviceWorker` itself throws in some browsers (storage blocked, insecure page).
const pageWorkers = (): SyncWorkers | undefined =>
  typeof navigator !== "undefined" && "serviceWorker" in navigator ? (navigator.serviceWorker as unknown as SyncWorkers) : undefined;

/**
 * Asks the browser to wake the service worker with the outbox's tag once the connection is back
 * (decision 0034), so what waits goes even if no page of the app is open then. Only a help: it
 * never throws nor rejects (no SyncManager, a refused registration, a worker that failed), as the
 * entry is already kept and the pages send it on their own; a failure here must not reach the form
 * that kept it, which would then offer to send it again. Without a registered worker it stays
 * pending, which costs nothing.
 */
export const requestOutboxSync = async (workers: () => SyncWorkers | undefined = pageWorkers): Promise<SyncRequest> => {
  try {
    const container = workers();
    if (container === undefined) return "unavailable";
    const { sync } = await container.ready;
    if (typeof sync?.register !== "function") return "unavailable";
    await sync.register(outboxSyncTag);
    return "registered";
  } catch {
    return "refused";
  }
};
