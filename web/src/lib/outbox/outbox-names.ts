/** The tag the service worker's Background Sync wakes it with, to send what waits (web/src/sw/sw.ts). */
export const outboxSyncTag = "kominote-outbox";

/** The Web Lock a sending pass holds, in a page or the service worker: one pass at a time per origin. */
export const outboxLockName = "kominote-outbox";
