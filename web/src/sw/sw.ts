/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import { indexedDbOutboxStore } from "../lib/outbox/outbox-db";
import { outboxSyncTag } from "../lib/outbox/outbox-names";
import { cacheNames, clearMemberCaches } from "./cache-names";
import { followMember, keptMember } from "./kept-member";
import { isCurrentMemberRead, isOfflineRead, isPageNavigation, isSignOut } from "./offline-reads";
import { createStaleReads } from "./stale-reads";
import { sendOutboxFromWorker } from "./worker-outbox";

/**
 * The service worker (decision 0034). The shell and the route chunks are precached, so a second
 * visit paints from the device and the app opens with no connection. Pages and the API reads a
 * member needs offline go to the network first; a kept copy answers only when the network does
 * not, and the page is told (its notice says the data is not fresh). A new version waits until the
 * page says no form is being typed in (`skip-waiting`). Background Sync sends the outbox.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const origin = self.location.origin;
const staleReads = createStaleReads();

/** Tells the page a kept copy answered its read (the copy's Date header says when it was saved). */
const tellStale = (event: ExtendableEvent | undefined, response: Response): void => {
  const fetchEvent = event as FetchEvent | undefined;
  const clientId = fetchEvent?.clientId || fetchEvent?.resultingClientId;
  if (clientId === undefined || clientId === "") return;
  const message = staleReads.note(clientId, response.headers.get("date"));
  void self.clients.get(clientId).then((client) => client?.postMessage(message));
};

const markStale: WorkboxPlugin = {
  // Network-first reads a kept copy only when the network did not answer in time.
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse !== undefined && cachedResponse !== null) tellStale(event, cachedResponse);
    return cachedResponse ?? null;
  },
};

// Before the precache's route: a navigation always asks the server first (its HTML is the page),
// then the last HTML this address answered, then the precached shell.
registerRoute(
  ({ request }) => isPageNavigation(request, origin),
  new NetworkFirst({
    cacheName: cacheNames.pages,
    plugins: [
      new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true }),
      { handlerDidError: async () => (await matchPrecache("/index.html")) ?? Response.error() },
    ],
  }),
);

registerRoute(
  ({ request }) => isOfflineRead(request, origin),
  new NetworkFirst({
    cacheName: cacheNames.reads,
    // A link that answers nothing in this time counts as none: the kept copy shows, marked.
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }), markStale],
  }),
);

registerRoute(
  ({ request }) => isCurrentMemberRead(request, origin),
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      (event as ExtendableEvent).waitUntil(followMember(self.caches, response.clone()));
      return response;
    } catch (error) {
      const kept = await keptMember(self.caches);
      if (kept === undefined) throw error;
      tellStale(event as ExtendableEvent, kept);
      return kept;
    }
  },
);

// Hashed files the precache leaves out (a language's whole catalog): kept once loaded.
registerRoute(
  ({ url, request }) => url.origin === origin && url.pathname.startsWith("/assets/") && request.method === "GET",
  new CacheFirst({ cacheName: cacheNames.assets, plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })] }),
);

// Never index.html for "/" from the precache: navigations are the route above's.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener("fetch", (event) => {
  // Signing out: what the member saw leaves the device as the server ends the session.
  if (isSignOut(event.request, origin)) event.waitUntil(clearMemberCaches(self.caches));
});

/** The hashed files a page loaded before this worker controlled it, kept for offline. */
const keepLoaded = async (urls: readonly unknown[]): Promise<void> => {
  const cache = await self.caches.open(cacheNames.assets);
  for (const url of urls) {
    if (typeof url !== "string" || !url.startsWith(`${origin}/assets/`)) continue;
    if ((await matchPrecache(url)) !== undefined || (await cache.match(url)) !== undefined) continue;
    await cache.add(url).catch(() => undefined);
  }
};

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  const source = event.source as Client | null;
  if (data?.type === "skip-waiting") void self.skipWaiting();
  else if (data?.type === "cache-urls" && Array.isArray(data.urls)) event.waitUntil(keepLoaded(data.urls));
  else if (data?.type === "stale-reads?" && source !== null) {
    const stale = staleReads.of(source.id);
    if (stale !== null) source.postMessage(stale);
  }
});

const sendOutbox = async (): Promise<void> => {
  const { settled, retry } = await sendOutboxFromWorker({ store: indexedDbOutboxStore, locks: self.navigator.locks });
  const pages = await self.clients.matchAll({ type: "window" });
  for (const page of pages) page.postMessage({ type: "outbox-changed", settled });
  // The member's entries still wait (the link dropped again): a failed sync is tried again by the
  // browser. Another member's do not count, or every sync would fail until the browser gives up.
  if (retry) throw new Error("The outbox still holds the member's entries");
};

self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { readonly tag: string };
  if (sync.tag === outboxSyncTag) sync.waitUntil(sendOutbox());
});
