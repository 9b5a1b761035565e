import { indexedDbOutboxStore, memoryOutboxStore, type OutboxStore } from "./outbox-db";
import { createOutbox, type Outbox } from "./outbox";

/** The tag the service worker's Background Sync wakes it with (web/src/sw.ts sends the same entries). */
export const outboxSyncTag = "kominote-outbox";

const lockName = "kominote-outbox";

const storeOfDevice = (): OutboxStore => (typeof indexedDB === "undefined" ? memoryOutboxStore() : indexedDbOutboxStore);

const requestSync = (): void => {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(outboxSyncTag))
    .catch(() => undefined);
};

let outbox: Outbox | null = null;

/**
 * The page's one outbox (decision 0034), made on first use. It sends what waits when the page
 * loads, whenever the browser says the connection is back, and when the service worker says it
 * woke for a sync; a pass holds a Web Lock, so two tabs never send at once.
 */
export const pageOutbox = (): Outbox => {
  if (outbox !== null) return outbox;
  const created = createOutbox({
    store: storeOfDevice(),
    isOnline: () => navigator.onLine,
    requestSync,
    ...(navigator.locks != null ? { exclusive: <T,>(run: () => Promise<T>) => navigator.locks.request(lockName, run) as Promise<T> } : {}),
  });
  outbox = created;
  window.addEventListener("online", () => void created.flush());
  navigator.serviceWorker?.addEventListener("message", (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === "outbox-changed") void created.load();
  });
  void created.load();
  return created;
};
