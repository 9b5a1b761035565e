import { indexedDbOutboxStore, memoryOutboxStore, type OutboxStore } from "./outbox-db";
import { currentMemberOfSession } from "./current-member";
import { createOutbox, type Outbox, type Settled } from "./outbox";
import { outboxLockName, outboxSyncTag } from "./outbox-names";
import { requestOutboxSync } from "./request-sync";
import { signedInMember } from "./signed-in-member";

export { outboxSyncTag };

const storeOfDevice = (): OutboxStore => (typeof indexedDB === "undefined" ? memoryOutboxStore() : indexedDbOutboxStore);

let outbox: Outbox | null = null;

/**
 * The page's one outbox (decision 0034), made on first use. It sends what waits when the page
 * loads, whenever the browser says the connection is back, and when the service worker says it
 * sent some itself (Background Sync); a pass holds a Web Lock, so two tabs never send at once.
 * Its screens list only the signed-in member's waiting entries (`signedInMember`).
 */
export const pageOutbox = (): Outbox => {
  if (outbox !== null) return outbox;
  const created = createOutbox({
    store: storeOfDevice(),
    isOnline: () => navigator.onLine,
    requestSync: () => void requestOutboxSync(),
    currentMember: () => currentMemberOfSession(),
    viewer: signedInMember,
    ...(navigator.locks != null ? { exclusive: <T,>(run: () => Promise<T>) => navigator.locks.request(outboxLockName, run) as Promise<T> } : {}),
  });
  outbox = created;
  window.addEventListener("online", () => void created.flush());
  navigator.serviceWorker?.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { type?: unknown; settled?: readonly Settled[] } | null;
    if (data?.type !== "outbox-changed") return;
    // What the service worker sent while the page was open: each feature reacts as for its own.
    for (const settled of data.settled ?? []) created.heard(settled);
    void created.load();
  });
  void created.load();
  return created;
};
