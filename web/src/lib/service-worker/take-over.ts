import { isFormInUse } from "./form-in-use";

/** Where a new version stands: none, waiting for the member to finish a form, or in control (the page reloads at its next navigation). */
export type UpdateState = "none" | "waiting" | "activated";

export interface TakeOver {
  readonly state: () => UpdateState;
  readonly subscribe: (listener: () => void) => () => void;
  /** The member asked for the new version now: it takes over and the page loads again. */
  readonly applyNow: () => void;
}

/** What the take-over needs of the browser; tests pass doubles. */
export interface TakeOverDeps {
  readonly registration: Pick<ServiceWorkerRegistration, "waiting" | "installing" | "addEventListener">;
  readonly container: Pick<ServiceWorkerContainer, "controller" | "addEventListener">;
  readonly doc: Document;
  readonly win: Pick<Window, "addEventListener"> & { readonly location: Pick<Location, "reload" | "origin"> };
}

const skipWaiting = (worker: ServiceWorker | null): void => worker?.postMessage({ type: "skip-waiting" });

/** How often a waiting version looks again whether the page's forms are done. */
const recheckMs = 3000;

/** A click that the browser itself would follow to another page of this site. */
const sameSiteLink = (event: MouseEvent, origin: string): HTMLAnchorElement | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (link === null || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return null;
  return new URL(link.href).origin === origin ? link : null;
};

/**
 * How a new version of the app takes over without breaking an open form (decision 0034). Its
 * worker installs in the background and waits; it takes over as soon as no form is in use (checked
 * when a field loses the focus, a form is sent or the tab is hidden, and every few seconds), or at the
 * next navigation. The page still runs the old code then: its next navigation is a full load, so
 * the new version's HTML and code arrive together. A first install takes over at once (nothing to break).
 */
export const createTakeOver = ({ registration, container, doc, win }: TakeOverDeps): TakeOver => {
  const listeners = new Set<() => void>();
  let state: UpdateState = "none";
  let reloadOnControl = false;
  const set = (next: UpdateState): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  const tryTakeOver = (): void => {
    if (state !== "waiting") return;
    if (!isFormInUse(doc)) skipWaiting(registration.waiting);
  };

  // Checked again every few seconds while a version waits: a form sent in the background is still
  // in use a second after its submit, and one removed from the page with the focus in it tells
  // nothing when it goes, so no event would come to let the new version in.
  let recheck: ReturnType<typeof setInterval> | undefined;
  const watchWaiting = (): void => {
    // The first worker of this phone: it takes control itself, there is no old version.
    if (registration.waiting === null || container.controller === null) return;
    if (state === "none") set("waiting");
    recheck ??= setInterval(tryTakeOver, recheckMs);
    tryTakeOver();
  };

  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") watchWaiting();
    });
  });
  const hadController = container.controller !== null;
  container.addEventListener("controllerchange", () => {
    clearInterval(recheck);
    if (!hadController) return;
    if (reloadOnControl) win.location.reload();
    else set("activated");
  });

  // A moment after focus leaves a field: it may be going to the next field of the same form.
  doc.addEventListener("focusout", () => setTimeout(tryTakeOver, 1000));
  doc.addEventListener("submit", () => setTimeout(tryTakeOver, 1000));
  doc.addEventListener("visibilitychange", tryTakeOver);
  // The next navigation: the new version takes over, and the browser loads the page itself.
  doc.addEventListener(
    "click",
    (event) => {
      if (state === "none" || sameSiteLink(event, win.location.origin) === null) return;
      skipWaiting(registration.waiting);
      // Not the router's navigation: the browser follows the link, with the new version's page.
      event.stopPropagation();
    },
    true,
  );
  win.addEventListener("popstate", () => {
    if (state === "none") return;
    skipWaiting(registration.waiting);
    win.location.reload();
  });

  watchWaiting();
  return {
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyNow: () => {
      if (registration.waiting === null) {
        win.location.reload();
        return;
      }
      reloadOnControl = true;
      skipWaiting(registration.waiting);
    },
  };
};
