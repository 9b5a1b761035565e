import account from "@kominote/core/i18n/messages/account/ht";
import common from "@kominote/core/i18n/messages/common/ht";
import contributions from "@kominote/core/i18n/messages/contributions/ht";
import services from "@kominote/core/i18n/messages/services/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import validation from "@kominote/core/i18n/messages/validation/ht";
import wizard from "@kominote/core/i18n/messages/wizard/ht";
import { formatInstant } from "@kominote/core/rules/date-format";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, chooseFiles, defaultTimeoutMs, type Spec, visible } from "../harness";
import { eventually, jpegPhoto, onePagePdf, pageOf, type ServiceSpecTools, signedInMember, type TaskSummary, untouchedService } from "./services-support";

/** A task's card in the service's ordered list, found by its title. */
const taskCard = (page: Page, task: TaskSummary): Locator =>
  page.getByRole("list", { name: services["services.tasks.label"] }).getByRole("article", { name: task.title, exact: true });

/** The wizard's current step, by its heading (the hidden "Etap n sou 6: " prefix included). */
const stepShown = async (dialog: Locator, step: number, key: keyof typeof wizard, label: string): Promise<void> => {
  const prefix = wizard["wizard.progress"].replace("{step}", String(step)).replace("{total}", "6");
  await visible(dialog.getByRole("heading", { name: `${prefix}: ${wizard[key]}`, exact: true }), `wizard step ${step} "${wizard[key]}"`);
  await assertAccessible(dialog.page(), `the contribution wizard, ${label}`);
};

const continueButton = (dialog: Locator): Locator => dialog.getByRole("button", { name: wizard["wizard.continue"], exact: true });

/** A chosen file is listed as stored once the server kept it. */
const fileStored = async (dialog: Locator, name: string): Promise<void> => {
  const list = dialog.getByRole("list", { name: wizard["wizard.upload.listLabel"] });
  await visible(list.getByRole("listitem").filter({ hasText: name }).getByText(wizard["wizard.upload.stored"], { exact: true }), `"${name}" stored`);
};

/** A file the contribution refers to is served back as that kind of file (a photo may be re-encoded). */
const expectServed = async (page: Page, url: string | undefined, type: string, what: string): Promise<void> => {
  if (url === undefined) throw new Error(`the contribution was saved without ${what}`);
  const response = await page.request.get(url);
  if (!response.ok() || !(response.headers()["content-type"] ?? "").startsWith(type)) {
    throw new Error(`${what} at ${url} answered ${response.status()} ${response.headers()["content-type"] ?? ""}, expected ${type}`);
  }
};

const notes = "Nou netwaye kanal la ak vwazen yo epi nou pran foto apre travay la.";
const editedNotes = "Nou netwaye kanal la ak vwazen yo; kounye a dlo a pase san bouche.";

export const serviceContributionSpecs = ({ log }: ServiceSpecTools): readonly Spec[] => [
  {
    name: "services: a member joins a service from its first task, contributes with a photo and a PDF through the six steps, and the second task lights up",
    run: async ({ origin, newPage }) => {
      const { service, tasks } = await untouchedService(origin);
      const [first, second] = tasks;
      const contributor = await signedInMember(origin, log, "marise", "37130001");
      const page = await pageOf(newPage, origin, contributor);
      const photo = await jpegPhoto("kanal-la.jpg");
      const pdf = onePagePdf("rapo-kanal.pdf");

      await page.goto(`/services/${service.slug}`);
      await visible(page.getByRole("heading", { name: service.name, level: 1 }), "the service's header");
      const firstCard = await visible(taskCard(page, first), `the first task "${first.title}"`);
      await visible(firstCard.getByText(common["common.task.active"], { exact: true }), "the first task marked active");
      const secondCard = taskCard(page, second);
      await visible(secondCard.getByText(services["services.task.waitingHint"], { exact: true }), "the second task waiting for the first");
      if (!(await secondCard.getByRole("button", { name: services["services.task.contribute"], exact: true }).isDisabled())) {
        throw new Error("the second task can be contributed to before the first has a contribution");
      }
      await assertAccessible(page, `/services/${service.slug} (tasks, member of another service)`);

      await page.getByRole("tab", { name: services["services.tabs.community"], exact: true }).click();
      await visible(page.getByRole("tabpanel").getByText(/manm chwazi sèvis sa a kòm sèvis prensipal yo\.$/), "the community tab's member count");
      await assertAccessible(page, `/services/${service.slug} (community tab)`);
      await page.getByRole("tab", { name: services["services.tabs.tasks"], exact: true }).click();

      // A member of another service is told why, and joins with one button; the wizard then opens.
      await (await visible(firstCard.getByRole("button", { name: services["services.task.contribute"], exact: true }), "the contribute button")).click();
      await visible(firstCard.getByText(services["services.join.otherService"], { exact: true }), "the invitation to join this service");
      await assertAccessible(page, "the join prompt on the first task");
      await firstCard.getByRole("button", { name: services["services.join.button"], exact: true }).click();
      const dialog = await visible(page.getByRole("dialog", { name: wizard["wizard.title"].replace("{task}", first.title) }), "the contribution wizard");

      // 1: the description, checked as the server checks it.
      await stepShown(dialog, 1, "wizard.steps.description", "step 1 (description)");
      const description = dialog.getByLabel(wizard["wizard.description.label"], { exact: true });
      await description.fill("Twò kout");
      await description.blur();
      await visible(dialog.getByText(validation["validation.contribution.tooShort"], { exact: true }), "the too-short message");
      await assertAccessible(page, "the contribution wizard, step 1 with a message");
      await description.fill(notes);
      await continueButton(dialog).click();

      // 2: a photo, sent as soon as it is chosen.
      await stepShown(dialog, 2, "wizard.steps.media", "step 2 (files)");
      await chooseFiles(dialog, wizard["wizard.media.label"], photo);
      await fileStored(dialog, photo.name);
      await assertAccessible(page, "the contribution wizard, step 2 with a stored photo");
      await continueButton(dialog).click();

      // 3: contact details, with consent to be asked for a call.
      await stepShown(dialog, 3, "wizard.steps.contact", "step 3 (contact)");
      await dialog.getByLabel(wizard["wizard.contact.share"]).check();
      await dialog.getByLabel(wizard["wizard.contact.phone"], { exact: true }).fill("+509 3713 0001");
      await dialog.getByLabel(wizard["wizard.contact.allowDirect"]).check();
      await assertAccessible(page, "the contribution wizard, step 3 with contact details");
      await continueButton(dialog).click();

      // 4: no website.
      await stepShown(dialog, 4, "wizard.steps.website", "step 4 (website)");
      await continueButton(dialog).click();

      // 5: the PDF.
      await stepShown(dialog, 5, "wizard.steps.pdf", "step 5 (PDF)");
      await chooseFiles(dialog, wizard["wizard.pdf.label"], pdf);
      await fileStored(dialog, pdf.name);
      await continueButton(dialog).click();

      // 6: the summary names both files.
      await stepShown(dialog, 6, "wizard.steps.confirm", "step 6 (confirm)");
      const summary = dialog.getByRole("definition");
      await visible(summary.getByText(photo.name, { exact: true }), "the photo in the summary");
      await visible(summary.getByText(pdf.name, { exact: true }), "the PDF in the summary");
      const [sent] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === `/api/tasks/${first.id}/contribute`),
        dialog.getByRole("button", { name: wizard["wizard.submit"], exact: true }).click(),
      ]);
      const { contribution } = (await sent.json()) as { contribution: { mediaUrls: string[]; pdfUrl: string | null } };
      await expectServed(page, contribution.mediaUrls[0], "image/", "the photo");
      await expectServed(page, contribution.pdfUrl ?? undefined, "application/pdf", "the PDF");

      await visible(page.getByText(wizard["wizard.sent.title"], { exact: true }), "the sent toast");
      await dialog.waitFor({ state: "hidden", timeout: defaultTimeoutMs });
      await visible(firstCard.getByText(common["common.task.complete"], { exact: true }), "the first task complete");
      // The next task lights up 1.5 s after the wizard closes, for 3 s, and is announced.
      await eventually(async () => (await secondCard.getAttribute("data-highlighted")) === "true", "the second task to be highlighted");
      await visible(page.getByRole("status").getByText(services["services.task.next"].replace("{title}", second.title)), "the next task announced");
      await visible(secondCard.getByText(common["common.task.active"], { exact: true }), "the second task now active");
      await assertAccessible(page, `/services/${service.slug} with the next task highlighted`);

      // Kept with its files: "my contributions" lists it, pending review.
      await page.goto("/my-contributions");
      const main = page.getByRole("main");
      await visible(main.getByRole("heading", { name: contributions["contributions.mine.title"], level: 1 }), "the my-contributions heading");
      const card = await visible(main.getByRole("article").filter({ hasText: first.title }), "the contribution's card");
      await visible(card.getByText(contributions["contributions.status.pending"], { exact: true }), "the pending badge");
      // Dated in Creole: no browser has Creole calendar data.
      await visible(card.getByText(formatInstant("ht", new Date()), { exact: true }), "the date written in Creole");
      const cardText = (await card.textContent()) ?? "";
      if (/janvier|février|mars|mai|juin|juillet|août|septembre|octobre|novembre|décembre/.test(cardText)) throw new Error(`a French date on the card: ${cardText}`);
      await assertAccessible(page, "/my-contributions");

      // The task's page is named after the task and leads the member back to their contributions.
      await card.getByRole("link", { name: contributions["contributions.card.viewTask"], exact: true }).click();
      const taskTitle = contributions["contributions.task.titleNamed"].replace("{task}", first.title);
      await visible(main.getByRole("heading", { name: taskTitle, level: 1 }), "the task's page named after the task");
      await visible(main.getByRole("link", { name: contributions["contributions.task.back"], exact: true }), "the way back to my contributions");
      await assertAccessible(page, "/tasks/{id}");

      // The account's contributions tab edits the notes while the contribution awaits review.
      await page.goto("/account");
      await page.getByRole("tab", { name: account["account.tabs.contributions"], exact: true }).click();
      const item = await visible(page.getByRole("list", { name: account["account.contributions.label"] }).getByRole("article", { name: first.title }), "the contribution in the account tab");
      await visible(item.getByText(account["account.contributions.contactInfo"], { exact: true }), "the contact-info badge");
      await assertAccessible(page, "/account (contributions tab)");
      await item.getByRole("button", { name: account["account.contributions.editLabel"].replace("{task}", first.title) }).click();
      const edit = await visible(page.getByRole("dialog", { name: account["account.contributions.dialogTitle"] }), "the edit dialog");
      const taskField = edit.getByLabel(account["account.contributions.task"], { exact: true });
      if ((await taskField.inputValue()) !== first.title || (await taskField.getAttribute("readonly")) === null) {
        throw new Error("the edit dialog does not show the task read-only");
      }
      await assertAccessible(page, "the contribution edit dialog");
      await edit.getByLabel(account["account.contributions.notes"], { exact: true }).fill(editedNotes);
      await edit.getByRole("button", { name: account["account.contributions.save"], exact: true }).click();
      await visible(page.getByText(account["account.contributions.saved"], { exact: true }), "the saved toast");
      await visible(item.getByText(editedNotes, { exact: true }), "the new notes in the list");
      await page.reload();
      await page.getByRole("tab", { name: account["account.tabs.contributions"], exact: true }).click();
      await visible(page.getByText(editedNotes, { exact: true }), "the new notes after a reload");
    },
  },
  {
    name: "services: a visitor sees a service's tasks in order, and contributing asks them to sign in first",
    run: async ({ origin, newPage }) => {
      const { service, tasks } = await untouchedService(origin);
      const page = await newPage();
      await page.goto(`/services/${service.slug}`);
      const firstCard = await visible(taskCard(page, tasks[0]), `the first task "${tasks[0].title}"`);
      await visible(taskCard(page, tasks[1]).getByText(common["common.task.waiting"], { exact: true }), "the second task waiting");
      await assertAccessible(page, `/services/${service.slug} (visitor)`);
      await firstCard.getByRole("button", { name: services["services.task.contribute"], exact: true }).click();
      await visible(page.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in modal");
    },
  },
  {
    name: "services: /choose-service offers every service to a member without one and leads to the chosen service; with one, it leads straight there",
    run: async ({ origin, newPage }) => {
      const member = await signedInMember(origin, log, "dieula", "37130002");
      const page = await pageOf(newPage, origin, member);
      // Registering always chooses a main service; the server answers "none" only once a member's
      // service is gone. That answer is given here so the screen is seen as such a member sees it.
      const withoutService = async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), joinedServiceId: null } });
      };
      const currentUser = (url: URL) => url.pathname === "/api/auth/user";
      await page.route(currentUser, withoutService);
      await page.goto("/choose-service");
      await visible(page.getByRole("heading", { name: services["services.choose.title"], level: 1 }), "the service choice");
      const cards = page.getByRole("main").getByRole("article");
      await visible(cards.first(), "the service cards");
      await assertAccessible(page, "/choose-service");
      const { service } = await untouchedService(origin);
      await page.unroute(currentUser, withoutService);
      await cards
        .filter({ has: page.getByRole("heading", { name: service.name, exact: true }) })
        .getByRole("button", { name: services["services.choose.button"], exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === `/services/${service.slug}`, { timeout: defaultTimeoutMs });

      await page.goto("/choose-service");
      await page.waitForURL((url) => url.pathname === `/services/${service.slug}`, { timeout: defaultTimeoutMs });
      await visible(page.getByRole("heading", { name: service.name, level: 1 }), "the chosen service's page");
    },
  },
];
