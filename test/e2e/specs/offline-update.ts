import ideas from "@kominote/core/i18n/messages/ideas/ht";
import offline from "@kominote/core/i18n/messages/offline/ht";
import type { Page } from "playwright-core";
import { withNewWorkerVersion } from "../new-worker-version";
import { type Spec, visible } from "../harness";
import { quietService, registeredMember } from "./community-support";
import { callApi, eventually, pageOf } from "./services-support";

interface Marks {
  sameDocument?: boolean;
  controllerChanged?: boolean;
}

/** Marks this document and listens for a change of worker: a page loaded again would lose both. */
const markDocument = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const marks = window as unknown as Marks;
    marks.sameDocument = true;
    navigator.serviceWorker.addEventListener("controllerchange", () => (marks.controllerChanged = true));
  });

/** Whether a worker controls the page, the state of one waiting, and what the document's marks say. */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const marks = window as unknown as Marks;
    return {
      controlled: navigator.serviceWorker.controller !== null,
      waiting: registration?.waiting?.state ?? null,
      sameDocument: marks.sameDocument === true,
      controllerChanged: marks.controllerChanged === true,
    };
  });

/**
 * A new version of the app while a member is writing (decision 0034): its worker installs and
 * waits, nothing typed is lost and the page does not load again; once the form is sent, the new
 * version takes over, still without loading the page again.
 */
export const offlineUpdateSpecs = (): readonly Spec[] => [
  {
    name: "offline: a new version of the app waits while a member is typing in a form, loses nothing typed, and takes over once the form is sent",
    run: async ({ origin, newPage }) => {
      const member = await registeredMember(origin, "newversion", "37310003");
      const service = await quietService(origin, member);
      const idea = "Yon jaden kominotè dèyè lekòl la, pou timoun yo aprann plante.";
      const page = await pageOf(newPage, origin, member);
      await page.goto(`/services/${service.slug}`);
      await eventually(() => page.evaluate(() => navigator.serviceWorker?.controller != null), "the service worker to control the page");
      await (await visible(page.getByRole("tab", { name: ideas["ideas.tab"], exact: true }), "the ideas tab")).click();
      const panel = page.getByRole("tabpanel");
      await (await visible(panel.getByRole("button", { name: ideas["ideas.form.open"], exact: true }), "the idea form's button")).click();
      const field = panel.getByLabel(ideas["ideas.form.content"], { exact: true });
      await field.fill(idea);
      await markDocument(page);

      await withNewWorkerVersion(async () => {
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        await eventually(async () => (await workers(page)).waiting === "installed", "the new version's worker to install and wait");
        await visible(page.getByText(offline["offline.update.ready"], { exact: true }), "the notice of a new version");
        // Focus leaves the field (a take-over is checked then): the typed text still holds the new version back.
        await page.getByRole("heading", { level: 1 }).first().click();
        await page.waitForTimeout(2000);
        const meanwhile = await workers(page);
        if (meanwhile.waiting !== "installed" || !meanwhile.sameDocument || meanwhile.controllerChanged) throw new Error(`the new version took over a form in use: ${JSON.stringify(meanwhile)}`);
        if ((await field.inputValue()) !== idea) throw new Error("the text typed in the form was lost");

        // The member sends the idea: the form is done, the new version takes over, the page stays.
        await panel.getByRole("button", { name: ideas["ideas.form.submit"], exact: true }).click();
        await visible(panel.getByText(idea, { exact: true }), "the idea, shared");
        await eventually(async () => (await workers(page)).controllerChanged, "the new version to take over once the form is sent");
        const after = await workers(page);
        if (!after.sameDocument || !after.controlled || after.waiting !== null) throw new Error(`the page loaded again or lost its worker: ${JSON.stringify(after)}`);
      });
      const shared = await callApi<{ content: string }[]>(origin, member, "GET", `/api/ideas/service/${service.id}`);
      if (shared.filter((each) => each.content === idea).length !== 1) throw new Error("the idea was not shared exactly once");
    },
  },
];
