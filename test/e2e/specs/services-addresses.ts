import services from "@kominote/core/i18n/messages/services/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import wizard from "@kominote/core/i18n/messages/wizard/ht";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import { callApi, contributeThroughApi, eventually, pageOf, type ServiceSpecTools, signedInMember, type TaskSummary, untouchedService } from "./services-support";

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

const taskCard = (page: Page, task: TaskSummary): Locator =>
  page.getByRole("list", { name: services["services.tasks.label"] }).getByRole("article", { name: task.title, exact: true });

/** The wizard's step by its heading (the hidden "Etap n sou 6: " prefix included). */
const wizardStep = (dialog: Locator, step: number, key: keyof typeof wizard): Locator =>
  dialog.getByRole("heading", {
    name: `${wizard["wizard.progress"].replace("{step}", String(step)).replace("{total}", "6")}: ${wizard[key]}`,
    exact: true,
  });

/** The address's query as the page shows it now. */
const queryOf = (page: Page): string => new URL(page.url()).search;

const addressSays = (page: Page, query: string, what: string): Promise<void> =>
  eventually(async () => queryOf(page) === query, `${what}: the address to end in "${query}" (it is "${queryOf(page)}")`);

export const serviceAddressSpecs = ({ log }: ServiceSpecTools): readonly Spec[] => [
  {
    name: "services on a 360x740 phone: the contribution wizard and the call request have their own address, reopened by a reload and closed by the back button",
    run: async ({ origin, newPage }) => {
      const { service, tasks } = await untouchedService(origin);
      const [first, second] = tasks;
      const contributor = await signedInMember(origin, log, "wilda", "37130021");
      const member = await signedInMember(origin, log, "jozye", "37130022");
      await callApi(origin, contributor, "POST", `/api/services/${service.id}/join`);
      await contributeThroughApi(origin, contributor, first, { notes: "Mwen konn kote dlo a pase, m ka esplike w.", phoneNumber: "+509 3713 0021" });
      await callApi(origin, member, "POST", `/api/services/${service.id}/join`);

      const page = await pageOf(newPage, origin, member, phone);
      await page.goto(`/services/${service.slug}`);
      // The first task is the member's open one (others' contributions do not open the next for them).
      const firstCard = await visible(taskCard(page, first), `the first task "${first.title}"`);
      await (await visible(firstCard.getByRole("button", { name: services["services.task.contribute"], exact: true }), "the contribute button")).click();
      const wizardName = wizard["wizard.title"].replace("{task}", first.title);
      let dialog = await visible(page.getByRole("dialog", { name: wizardName }), "the contribution wizard");
      await addressSays(page, `?contribute=${first.id}`, "the wizard open");

      // A step further, then a reload: the wizard comes back at that step with what was typed.
      const notes = "Nou te pale ak chèf zòn nan sou pwoblèm dlo a.";
      await dialog.getByLabel(wizard["wizard.description.label"], { exact: true }).fill(notes);
      await dialog.getByRole("button", { name: wizard["wizard.continue"], exact: true }).click();
      await visible(wizardStep(dialog, 2, "wizard.steps.media"), "wizard step 2");
      await page.reload();
      dialog = await visible(page.getByRole("dialog", { name: wizardName }), "the wizard after a reload");
      await visible(wizardStep(dialog, 2, "wizard.steps.media"), "wizard step 2 after a reload");
      await assertAccessible(page, `/services/${service.slug}?contribute=${first.id} on a 360x740 phone`);
      await dialog.getByRole("button", { name: wizard["wizard.back"], exact: true }).click();
      const description = await visible(dialog.getByLabel(wizard["wizard.description.label"], { exact: true }), "the description again");
      if ((await description.inputValue()) !== notes) throw new Error("the reloaded wizard lost the description typed before");

      // The back button closes it and leaves the list as it was.
      await page.goBack();
      await dialog.waitFor({ state: "hidden", timeout: defaultTimeoutMs });
      await addressSays(page, "", "the wizard closed by the back button");
      await visible(taskCard(page, second), "the task list after the back button");

      // The call request: opened from the task others contributed to, reopened by a reload, closed by the back button.
      await (await visible(firstCard.getByRole("button", { name: services["services.task.requestCall"], exact: true }), "the request-a-call button")).click();
      await visible(page.getByRole("dialog", { name: wizard["wizard.call.title"] }), "the call-request dialog");
      await addressSays(page, `?call=${first.id}`, "the call request open");
      await page.reload();
      const call = await visible(page.getByRole("dialog", { name: wizard["wizard.call.title"] }), "the call-request dialog after a reload");
      await visible(call.getByRole("radio", { name: new RegExp(`^${contributor.member.fullName}`) }), "the contributor to choose after a reload");
      await assertAccessible(page, `/services/${service.slug}?call=${first.id} on a 360x740 phone`);
      await page.goBack();
      await call.waitFor({ state: "hidden", timeout: defaultTimeoutMs });
      await addressSays(page, "", "the call request closed by the back button");

      // An address asking for a dialog the task does not offer only shows the list.
      await page.goto(`/services/${service.slug}?call=${second.id}`);
      await visible(taskCard(page, second), "the task list for a call request nobody can answer");
      await addressSays(page, "", "a call request on a task without contributions dropped");
      if ((await page.getByRole("dialog").count()) > 0) throw new Error("a dialog opened for a call request on a task without contributions");

      // A visitor on a wizard's address is asked to sign in, as pressing the button would.
      const visitor = await newPage(phone);
      await visitor.goto(`/services/${service.slug}?contribute=${first.id}`);
      await visible(visitor.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in dialog for a visitor on the wizard's address");
      await assertAccessible(visitor, "the sign-in dialog on a wizard's address, on a 360x740 phone");
    },
  },
];
