import common from "@kominote/core/i18n/messages/common/ht";
import services from "@kominote/core/i18n/messages/services/ht";
import wizard from "@kominote/core/i18n/messages/wizard/ht";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import { registeredMember } from "./community-support";
import { pageOf, portAuPrince, type ServiceSummary, serviceTasks, type SignedIn, type TaskSummary } from "./services-support";

/**
 * A service other than the members' first one, no contribution yet, with a task after the second
 * that takes few contributors: the cheapest to fill for real (its maximum times its place, since
 * each member reaches it through the tasks before it).
 */
const serviceWithAFullableTask = async (
  origin: string,
): Promise<{ service: ServiceSummary; tasks: TaskSummary[]; capped: TaskSummary & { maxContributors: number }; place: number }> => {
  const response = await fetch(`${origin}/api/public-services`, { headers: { "accept-language": "ht" } });
  const all = (await response.json()) as ServiceSummary[];
  let best: Awaited<ReturnType<typeof serviceWithAFullableTask>> | undefined;
  for (const service of all.slice(1)) {
    const tasks = (await serviceTasks(origin, service)) as (TaskSummary & { maxContributors: number | null })[];
    if (tasks.some((task) => task.contributionCount > 0)) continue;
    tasks.forEach((task, index) => {
      const max = task.maxContributors;
      if (index < 2 || max === null) return;
      if (best === undefined || max * (index + 1) < best.capped.maxContributors * best.place) {
        best = { service, tasks, capped: { ...task, maxContributors: max }, place: index + 1 };
      }
    });
  }
  if (best === undefined) throw new Error("no untouched service with a capped third (or later) task is left for this spec");
  return best;
};

/** A member on their own phone: each call from the member's own address, as the per-address limits expect. */
const fromOwnPhone = async (origin: string, who: SignedIn, address: string, path: string, body?: unknown): Promise<void> => {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      origin,
      "accept-language": "ht",
      "content-type": "application/json",
      "x-forwarded-for": address,
      cookie: `kominote_session=${who.token}`,
    },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
};

const taskCard = (page: Page, task: TaskSummary): Locator =>
  page.getByRole("list", { name: services["services.tasks.label"] }).getByRole("article", { name: task.title, exact: true });

const contributeButton = (card: Locator): Locator => card.getByRole("button", { name: services["services.task.contribute"], exact: true });

/** The bar's words: "N kontribisyon", or "N sou M kontribisyon" under a maximum (Creole has one form). */
const caption = (count: number, max?: number): string =>
  max === undefined
    ? services["services.task.contributions.other"].replace("{count}", String(count))
    : services["services.task.contributions.limit"].replace("{count}", String(count)).replace("{max}", String(max));

const notes = "Mwen te rive nan biwo a maten an, yo di m tout dosye yo pare nan yon semèn.";

export const serviceSecondMemberSpecs = (): readonly Spec[] => [
  {
    name: "services: a second member finds task 1 open after another member completed tasks, contributes through the wizard on a phone, and task 2 opens; a full task shows it is closed",
    run: async ({ origin, newPage }) => {
      const { service, tasks, capped, place } = await serviceWithAFullableTask(origin);
      const [first, second] = tasks as [TaskSummary, TaskSummary];
      const upToCapped = tasks.slice(0, place);
      const bernard = await registeredMember(origin, "bernarddezyem", "37161002");
      await fromOwnPhone(origin, bernard, "10.61.0.2", `/api/services/${service.id}/join`);

      // The first member, then as many others as the capped task takes, each through the tasks
      // up to it in order: every task before it counts them, and it is full.
      for (let index = 0; index < capped.maxContributors; index += 1) {
        const tag = index === 0 ? "anitadezyem" : `plasdezyem${String(index)}`;
        const member = await registeredMember(origin, tag, String(37_170_000 + index));
        const address = `10.61.${String(1 + Math.floor(index / 200))}.${String((index % 200) + 1)}`;
        await fromOwnPhone(origin, member, address, `/api/services/${service.id}/join`);
        for (const task of upToCapped) {
          await fromOwnPhone(origin, member, address, `/api/tasks/${task.id}/contribute`, {
            notes: `${notes} (${String(index + 1)})`,
            userLocation: portAuPrince,
          });
        }
      }
      const everyone = capped.maxContributors;

      const page = await pageOf(newPage, origin, bernard, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      await page.goto(`/services/${service.slug}`);
      await visible(page.getByRole("heading", { name: service.name, level: 1 }), "the service's header");

      // Task 1 is open to him, whatever the others did, and its bar counts their contributions.
      const firstCard = await visible(taskCard(page, first), `the first task "${first.title}"`);
      await visible(firstCard.getByText(common["common.task.active"], { exact: true }), "the first task active for the second member");
      await visible(firstCard.getByText(caption(everyone), { exact: true }), "the other members' contributions in the bar");
      const firstButton = await visible(contributeButton(firstCard), "the first task's Contribute button");
      if (await firstButton.isDisabled()) throw new Error("the second member cannot contribute to the first task");
      const secondCard = taskCard(page, second);
      await visible(secondCard.getByText(common["common.task.waiting"], { exact: true }), "the second task waiting for him");
      const cappedCard = taskCard(page, capped);
      await visible(cappedCard.getByText(common["common.task.closed"], { exact: true }), "the full task marked closed");
      await visible(cappedCard.getByText(caption(everyone, capped.maxContributors), { exact: true }), "the full task's bar");
      if ((await contributeButton(cappedCard).count()) !== 0) throw new Error("a full task still offers Contribute");
      await assertAccessible(page, `/services/${service.slug} (second member, phone)`);

      // He contributes to task 1 through the wizard; the task asks for his position.
      await firstButton.click();
      const dialog = await visible(page.getByRole("dialog", { name: wizard["wizard.title"].replace("{task}", first.title) }), "the contribution wizard");
      await dialog.getByLabel(wizard["wizard.description.label"], { exact: true }).fill(notes);
      for (let step = 1; step < 6; step += 1) await dialog.getByRole("button", { name: wizard["wizard.continue"], exact: true }).click();
      await visible(dialog.getByText(wizard["wizard.location.requiredTitle"], { exact: true }), "the position said to be required");
      await visible(dialog.getByText(wizard["wizard.location.found"], { exact: true }), "the position found");
      await assertAccessible(page, "the contribution wizard's last step, position required (phone)");
      const [sent] = await Promise.all([
        page.waitForResponse((answer) => new URL(answer.url()).pathname === `/api/tasks/${first.id}/contribute`),
        dialog.getByRole("button", { name: wizard["wizard.submit"], exact: true }).click(),
      ]);
      if (sent.status() !== 201) throw new Error(`the contribution answered ${sent.status()}: ${await sent.text()}`);
      await dialog.waitFor({ state: "hidden", timeout: defaultTimeoutMs });

      // Task 1 is now his own, complete, with his contribution in its bar too; task 2 opens for him.
      await visible(firstCard.getByText(common["common.task.complete"], { exact: true }), "the first task complete for him");
      await visible(firstCard.getByText(caption(everyone + 1), { exact: true }), "his contribution in the bar");
      await visible(secondCard.getByText(common["common.task.active"], { exact: true }), "the second task active for him");
      const secondButton = await visible(contributeButton(secondCard), "the second task's Contribute button");
      if (await secondButton.isDisabled()) throw new Error("the second task stays closed to him after his first contribution");
      await visible(cappedCard.getByText(common["common.task.closed"], { exact: true }), "the full task still closed");
      await assertAccessible(page, `/services/${service.slug} (second member after contributing, phone)`);
    },
  },
];
