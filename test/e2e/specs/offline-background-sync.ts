import ideas from "@kominote/core/i18n/messages/ideas/ht";
import offline from "@kominote/core/i18n/messages/offline/ht";
import type { BrowserContext, Page, Worker } from "playwright-core";
import { assertAccessible, type Spec, visible } from "../harness";
import { useSession } from "./accounts-support";
import { registeredMember, sharedService } from "./community-support";
import { controlledByServiceWorker, ideasTabOf, ideasWith } from "./offline";
import { eventually, pageOf, type ServiceSummary, type SignedIn } from "./services-support";

/**
 * Background Sync (decision 0034): what a member wrote offline goes once the connection is back
 * even when no page of the app is open, sent by the service worker under the signed-in member's
 * session only, exactly once.
 */

/** The tag the pages register and the worker answers (web/src/lib/outbox/outbox-names.ts). */
const outboxSyncTag = "kominote-outbox";

interface WaitingEntry {
  readonly key: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly preview: string;
}

/** Reads the device's outbox; runs where the origin's IndexedDB is. */
const readOutbox = (): Promise<WaitingEntry[]> =>
  new Promise<WaitingEntry[]>((resolve, reject) => {
    const opening = indexedDB.open("kominote-outbox");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const reading = opening.result.transaction("entries", "readonly").objectStore("entries").getAll();
      reading.onerror = () => reject(reading.error);
      reading.onsuccess = () => resolve(reading.result as WaitingEntry[]);
    };
  });

/** What waits in the device's outbox, read from an app page or from the service worker. */
const outboxOf = (where: Page | Worker): Promise<WaitingEntry[]> => ("mainFrame" in where ? where.evaluate(readOutbox) : where.evaluate(readOutbox));

/** Nothing of the app is open in the context: what goes now, the service worker sends. */
const noAppPageOpen = (context: BrowserContext, origin: string): void => {
  const open = context.pages().filter((page) => page.url().startsWith(origin));
  if (open.length > 0) throw new Error(`a page of the app is still open: ${open.map((page) => page.url()).join(", ")}`);
};

/**
 * Fires the outbox's sync as the browser does when the connection returns, through the DevTools
 * protocol (headless Chromium may not notice an emulated connection coming back), from a blank tab.
 */
const fireOutboxSync = async (context: BrowserContext, origin: string): Promise<void> => {
  const blank = context.pages().find((page) => page.url() === "about:blank") ?? (await context.newPage());
  const session = await context.newCDPSession(blank);
  const registered = new Promise<string>((resolve) => {
    session.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours !== undefined) resolve(ours.registrationId);
    });
  });
  await session.send("ServiceWorker.enable");
  const registrationId = await Promise.race([registered, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no service worker registered")), 10_000))]);
  await session.send("ServiceWorker.dispatchSyncEvent", { origin, registrationId, tag: outboxSyncTag, lastChance: false });
  await session.detach();
};

/** The app's service worker, running (a sync event wakes it). */
const runningWorker = async (context: BrowserContext, origin: string): Promise<Worker> =>
  context.serviceWorkers().find((worker) => worker.url().startsWith(origin)) ?? (await context.waitForEvent("serviceworker"));

/** Waits until the worker's sending pass is over: it holds the outbox's Web Lock while it runs. */
const passOver = async (worker: Worker): Promise<void> => {
  await new Promise((wait) => setTimeout(wait, 2000));
  await worker.evaluate(() => navigator.locks.request("kominote-outbox", () => true));
};

/** The same submission sent again under its Idempotency-Key, as a sender would after a lost answer. */
const resend = async (origin: string, who: SignedIn, entry: WaitingEntry): Promise<void> => {
  const response = await fetch(`${origin}${entry.path}`, {
    method: "POST",
    headers: { origin, "accept-language": "ht", cookie: `kominote_session=${who.token}`, "content-type": "application/json", "idempotency-key": entry.key },
    body: JSON.stringify(entry.body),
  });
  if (!response.ok) throw new Error(`the resend answered ${response.status}: ${await response.text()}`);
};

/** An idea written on the service's ideas tab with no connection: shown waiting, then the page is closed. */
const ideaWrittenOffline = async (page: Page, service: ServiceSummary, idea: string, who: string): Promise<WaitingEntry> => {
  const panel = await ideasTabOf(page, service, who);
  await visible(panel.getByRole("button", { name: ideas["ideas.form.open"], exact: true }), `the idea form's button, ${who}`);
  await controlledByServiceWorker(page);
  await page.context().setOffline(true);
  await panel.getByRole("button", { name: ideas["ideas.form.open"], exact: true }).click();
  await panel.getByLabel(ideas["ideas.form.content"], { exact: true }).fill(idea);
  await panel.getByRole("button", { name: ideas["ideas.form.submit"], exact: true }).click();
  const waiting = await visible(panel.getByRole("list", { name: offline["offline.outbox.listLabel"] }), `the idea waiting to send, ${who}`);
  await visible(waiting.getByText(offline["offline.outbox.waiting"], { exact: true }), `the 'waiting to send' mark, ${who}`);
  await visible(waiting.getByText(idea, { exact: true }), `the idea's text, waiting, ${who}`);
  const entry = (await outboxOf(page)).find((each) => each.preview === idea);
  if (entry === undefined) throw new Error(`the idea of ${who} is not in the device's outbox`);
  return entry;
};

/** The two members of these specs, registered once whichever spec runs first. */
let members: Promise<{ readonly writer: SignedIn; readonly other: SignedIn }> | undefined;
const membersOn = (origin: string) =>
  (members ??= (async () => ({
    writer: await registeredMember(origin, "bgsyncwriter", "37330001"),
    other: await registeredMember(origin, "bgsyncother", "37330002"),
  }))());

export const offlineBackgroundSyncSpecs = (): readonly Spec[] => [
  {
    name: "background sync: an idea written offline is sent by the service worker once the connection is back, with no page of the app open, exactly once even when sent again under its key",
    run: async ({ origin, newPage }) => {
      const { writer } = await membersOn(origin);
      const service = await sharedService(origin, writer);
      const idea = "Yon ti jaden legim nan lakou chak lekòl, pou timoun yo manje sa yo plante.";

      const page = await pageOf(newPage, origin, writer);
      const context = page.context();
      const entry = await ideaWrittenOffline(page, service, idea, "the member");
      await page.evaluate(() => window.scrollTo(0, 0));
      await assertAccessible(page, "an idea waiting to send, before the page is closed");

      // The page is closed with the idea waiting; nothing has reached the server.
      await page.close();
      noAppPageOpen(context, origin);
      if ((await ideasWith(origin, writer, service, idea)) !== 0) throw new Error("the idea was sent while offline");

      // The connection is back and no page of the app is open: the service worker sends it.
      await context.setOffline(false);
      const wentByItself = await eventually(async () => (await ideasWith(origin, writer, service, idea)) === 1, "", 5000).then(
        () => true,
        () => false,
      );
      if (!wentByItself) await fireOutboxSync(context, origin);
      await eventually(async () => (await ideasWith(origin, writer, service, idea)) === 1, "the idea to be sent by the service worker");
      noAppPageOpen(context, origin);
      const worker = await runningWorker(context, origin);
      await passOver(worker);
      if ((await outboxOf(worker)).length !== 0) throw new Error("the sent idea still waits on the device");

      // A resend of the same submission under its key (an answer lost on the way) makes nothing more.
      await resend(origin, writer, entry);
      if ((await ideasWith(origin, writer, service, idea)) !== 1) throw new Error("the resend under the same key made the idea twice");
    },
  },
  {
    name: "background sync: on a shared phone the service worker leaves another member's waiting idea under the signed-in member's session, and sends it once its member is signed in again",
    run: async ({ origin, newPage }) => {
      const { writer, other } = await membersOn(origin);
      const service = await sharedService(origin, other);
      const idea = "Limyè solè sou chak poto nan ri a, pou moun ka mache leswa san pè.";

      // The second member writes an idea offline, then closes the page.
      const page = await pageOf(newPage, origin, other);
      const context = page.context();
      await ideaWrittenOffline(page, service, idea, "the second member");
      await page.close();

      // The first member signs in on the same phone; the connection comes back with no page of the app open.
      await context.clearCookies();
      const blank = await context.newPage();
      await useSession(blank, origin, writer.token);
      await context.setOffline(false);
      await fireOutboxSync(context, origin);
      const worker = await runningWorker(context, origin);
      await passOver(worker);
      noAppPageOpen(context, origin);
      if ((await ideasWith(origin, other, service, idea)) !== 0) throw new Error("the idea was sent under another member's session");
      if (!(await outboxOf(worker)).some((entry) => entry.preview === idea)) throw new Error("the other member's idea no longer waits on the device");

      // Its member signs in again: the next sync sends it, once.
      await context.clearCookies();
      await useSession(blank, origin, other.token);
      await fireOutboxSync(context, origin);
      await eventually(async () => (await ideasWith(origin, other, service, idea)) === 1, "the idea to be sent under its member's session");
      await passOver(await runningWorker(context, origin));
      if ((await ideasWith(origin, other, service, idea)) !== 1) throw new Error("the idea was sent more than once");
    },
  },
];
