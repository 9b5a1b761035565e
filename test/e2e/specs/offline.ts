import ideas from "@kominote/core/i18n/messages/ideas/ht";
import offline from "@kominote/core/i18n/messages/offline/ht";
import services from "@kominote/core/i18n/messages/services/ht";
import wizard from "@kominote/core/i18n/messages/wizard/ht";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, type Spec, visible } from "../harness";
import { registeredMember } from "./community-support";
import { callApi, eventually, pageOf, serviceTasks, type ServiceSummary, type SignedIn, type TaskSummary } from "./services-support";

/**
 * Working without a connection (decision 0034): what a member writes offline waits on the phone,
 * shows as waiting, survives the page being closed, and is sent exactly once when the member
 * comes back online.
 */

const taskCard = (page: Page, task: TaskSummary): Locator =>
  page.getByRole("list", { name: services["services.tasks.label"] }).getByRole("article", { name: task.title, exact: true });

const continueButton = (dialog: Locator): Locator => dialog.getByRole("button", { name: wizard["wizard.continue"], exact: true });

/** The member's main service (registration's default: the first one) and its first task, open to them. */
const mainServiceOf = async (origin: string, who: SignedIn): Promise<{ service: ServiceSummary; task: TaskSummary }> => {
  const [service] = await callApi<ServiceSummary[]>(origin, who, "GET", "/api/public-services");
  if (service === undefined) throw new Error("no public service");
  const [task] = await serviceTasks(origin, service);
  if (task === undefined) throw new Error(`${service.name} has no task`);
  return { service, task };
};

const ideasWith = async (origin: string, who: SignedIn, service: ServiceSummary, text: string): Promise<number> =>
  (await callApi<{ content: string }[]>(origin, who, "GET", `/api/ideas/service/${service.id}`)).filter((idea) => idea.content === text).length;

const contributionsWith = async (origin: string, who: SignedIn, task: TaskSummary, text: string): Promise<number> =>
  (await callApi<{ notes: string }[]>(origin, who, "GET", `/api/tasks/${task.id}/contributions`)).filter((contribution) => contribution.notes === text).length;

export const offlineSpecs = (): readonly Spec[] => [
  {
    name: "offline: an idea and a contribution written with no connection wait on the phone, survive the page being closed, and are each sent exactly once when the member is back online",
    run: async ({ origin, newPage }) => {
      const member = await registeredMember(origin, "offlinewriter", "37280001");
      const { service, task } = await mainServiceOf(origin, member);
      const idea = "Mete yon ti bibliyotèk nan chak lekòl nasyonal nan zòn nan.";
      const notes = "Mwen ekri kontribisyon sa a san koneksyon: nou debouche kanal la devan mache a.";

      const page = await pageOf(newPage, origin, member);
      await page.goto(`/services/${service.slug}`);
      await visible(page.getByRole("heading", { name: service.name, level: 1 }), "the service's header");

      // Both screens seen once online (their code is on the phone from then on).
      await page.getByRole("tab", { name: ideas["ideas.tab"], exact: true }).click();
      await visible(page.getByRole("tabpanel").getByRole("button", { name: ideas["ideas.form.open"], exact: true }), "the idea form's button");
      await page.getByRole("tab", { name: services["services.tabs.tasks"], exact: true }).click();

      // The contribution: the wizard walked online, the connection lost before the last step's send.
      const card = await visible(taskCard(page, task), `the task "${task.title}"`);
      await card.getByRole("button", { name: services["services.task.contribute"], exact: true }).click();
      const dialog = await visible(page.getByRole("dialog", { name: wizard["wizard.title"].replace("{task}", task.title) }), "the contribution wizard");
      await dialog.getByLabel(wizard["wizard.description.label"], { exact: true }).fill(notes);
      for (let step = 1; step < 6; step++) await continueButton(dialog).click();
      await visible(dialog.getByRole("button", { name: wizard["wizard.submit"], exact: true }), "the wizard's send button");
      await page.context().setOffline(true);
      await dialog.getByRole("button", { name: wizard["wizard.submit"], exact: true }).click();
      await visible(dialog.getByText(wizard["wizard.send.queued"], { exact: true }), "the contribution waiting to send");
      await assertAccessible(page, "the contribution wizard waiting for the connection");
      await page.keyboard.press("Escape");

      // The idea, from the service's ideas tab, still offline.
      await page.getByRole("tab", { name: ideas["ideas.tab"], exact: true }).click();
      const panel = page.getByRole("tabpanel");
      await (await visible(panel.getByRole("button", { name: ideas["ideas.form.open"], exact: true }), "the idea form's button")).click();
      await panel.getByLabel(ideas["ideas.form.content"], { exact: true }).fill(idea);
      await panel.getByRole("button", { name: ideas["ideas.form.submit"], exact: true }).click();
      const waiting = await visible(panel.getByRole("list", { name: offline["offline.outbox.listLabel"] }), "the ideas waiting to send");
      await visible(waiting.getByText(offline["offline.outbox.waiting"], { exact: true }), "the 'waiting to send' mark");
      await visible(waiting.getByText(idea, { exact: true }), "the idea's text, waiting");
      await assertAccessible(page, "an idea waiting to send");

      // The member closes the page; nothing has reached the server.
      const context = page.context();
      await page.close();
      if ((await ideasWith(origin, member, service, idea)) !== 0) throw new Error("the idea was sent while offline");
      if ((await contributionsWith(origin, member, task, notes)) !== 0) throw new Error("the contribution was sent while offline");

      // Back online, the member opens the app again: both go by themselves, once each.
      await context.setOffline(false);
      const again = await context.newPage();
      await again.goto("/");
      await eventually(async () => (await ideasWith(origin, member, service, idea)) === 1, "the idea to be sent");
      await eventually(async () => (await contributionsWith(origin, member, task, notes)) === 1, "the contribution to be sent");
      // Nothing goes twice: a reload and the connection's return send nothing more.
      await again.reload();
      await again.evaluate(() => window.dispatchEvent(new Event("online")));
      await again.waitForTimeout(1500);
      if ((await ideasWith(origin, member, service, idea)) !== 1) throw new Error("the idea was sent more than once");
      if ((await contributionsWith(origin, member, task, notes)) !== 1) throw new Error("the contribution was sent more than once");
    },
  },
];
