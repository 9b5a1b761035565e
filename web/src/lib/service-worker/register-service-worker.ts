import { createTakeOver, type TakeOver } from "./take-over";

/** The hashed files this page loaded before a worker controlled it, for the worker to keep for offline. */
const loadedFiles = (): string[] =>
  performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/assets/`));

let started: Promise<TakeOver | null> | null = null;

/**
 * Registers the service worker (web/src/sw/sw.ts, decision 0034) once per page, after the page
 * loaded: its code is never in the first page's JavaScript, and its precache downloads only after
 * the page's own files. Only in the production build (the flag is the build's, so never in the dev
 * server, Storybook or tests). Resolves to how a new version takes over, or null without a worker.
 */
export const registerServiceWorker = (): Promise<TakeOver | null> => {
  started ??= (async () => {
    if (import.meta.env.KOMINOTE_SERVICE_WORKER !== true || !("serviceWorker" in navigator)) return null;
    try {
      const container = navigator.serviceWorker;
      const registration = await container.register("/sw.js", { scope: "/" });
      const takeOver = createTakeOver({ registration, container, doc: document, win: window });
      void container.ready.then((ready) => ready.active?.postMessage({ type: "cache-urls", urls: loadedFiles() }));
      return takeOver;
    } catch {
      // Refused (a private mode, an old browser): the app works as before, online only.
      return null;
    }
  })();
  return started;
};
