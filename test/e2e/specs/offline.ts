import contributions from "@kominote/core/i18n/messages/contributions/ht";
import forums from "@kominote/core/i18n/messages/forums/ht";
import places from "@kominote/core/i18n/messages/places/ht";
import ideas from "@kominote/core/i18n/messages/ideas/ht";
import moderation from "@kominote/core/i18n/messages/moderation/ht";
import offline from "@kominote/core/i18n/messages/offline/ht";
import services from "@kominote/core/i18n/messages/services/ht";
import wizard from "@kominote/core/i18n/messages/wizard/ht";
import type { Locator, Page } from "playwright-core";
import type { TakeModerator } from "../moderators";
import { assertAccessible, chooseFiles, defaultTimeoutMs, type Spec, visible } from "../harness";
import { signOutWithMenu, useSession, userMenuButton } from "./accounts-support";
import { registeredMember, sharedService } from "./community-support";
import {
  callApi,
  contributeThroughApi,
  eventually,
  jpegPhoto,
  openNotificationPanel,
  pageOf,
  serviceTasks,
  type ServiceSummary,
  type SignedIn,
  portAuPrince,
  type TaskSummary,
} from "./services-support";

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
  const service = await sharedService(origin, who);
  const [task] = await serviceTasks(origin, service);
  if (task === undefined) throw new Error(`${service.name} has no task`);
  return { service, task };
};

export const ideasWith = async (origin: string, who: SignedIn, service: ServiceSummary, text: string): Promise<number> =>
  (await callApi<{ content: string }[]>(origin, who, "GET", `/api/ideas/service/${service.id}`)).filter((idea) => idea.content === text).length;

const contributionsWith = async (origin: string, who: SignedIn, task: TaskSummary, text: string): Promise<number> =>
  (await callApi<{ notes: string }[]>(origin, who, "GET", `/api/tasks/${task.id}/contributions`)).filter((contribution) => contribution.notes === text).length;

const forumsWith = async (origin: string, who: SignedIn, service: ServiceSummary, title: string): Promise<number> =>
  (await callApi<{ title: string }[]>(origin, who, "GET", `/api/services/${service.id}/forums`)).filter((forum) => forum.title === title).length;

const placesWith = async (origin: string, who: SignedIn, name: string): Promise<{ name: string; photoUrl: string | null }[]> =>
  (await callApi<{ name: string; photoUrl: string | null }[]>(origin, who, "GET", "/api/locations/my")).filter((place) => place.name === name);

/** Waits until the service worker controls the page: from then on, what the page reads passes through it. */
export const controlledByServiceWorker = async (page: Page): Promise<void> =>
  eventually(() => page.evaluate(() => navigator.serviceWorker?.controller != null), "the service worker to control the page");

const offlineNotice = (page: Page): Locator => page.getByText(offline["offline.notice"], { exact: true });

/** A service's ideas tab, opened. */
export const ideasTabOf = async (page: Page, service: ServiceSummary, who: string): Promise<Locator> => {
  await page.goto(`/services/${service.slug}`);
  await (await visible(page.getByRole("tab", { name: ideas["ideas.tab"], exact: true }), `the ideas tab, ${who}`)).click();
  return page.getByRole("tabpanel");
};

/**
 * Nothing of another member's waiting entries shows: checked once the screen has had the time to
 * read the outbox (the same wait that shows one's own entries elsewhere in these specs).
 */
const showsNoWaitingItems = async (page: Page, panel: Locator, text: string, who: string): Promise<void> => {
  await page.waitForTimeout(1500);
  if ((await panel.getByRole("list", { name: offline["offline.outbox.listLabel"] }).count()) > 0) throw new Error(`${who} sees a waiting list`);
  if ((await page.getByText(text, { exact: true }).count()) > 0) throw new Error(`${who} sees another member's waiting idea`);
};

export const offlineSpecs = ({ takeModerator }: { readonly takeModerator: TakeModerator }): readonly Spec[] => [
  {
    name: "offline: with no connection the app opens again and shows the last services, tasks, contributions, notifications and forums seen, marked as not fresh",
    run: async ({ origin, newPage }) => {
      const member = await registeredMember(origin, "offlinereader", "37292001");
      const moderator = takeModerator();
      const { service, task } = await mainServiceOf(origin, member);
      const { contribution } = await contributeThroughApi(origin, member, task, { notes: "Nou netwaye kanal la devan lekòl la ak vwazen yo." });
      // An approval leaves the member a notification.
      await callApi(origin, moderator, "POST", `/api/moderation/reviews/contribution/${contribution.id}/approve`, {});
      // A forum of the service with a reply in it.
      const forumTitle = "Ki lè kamyon fatra a pase nan katye nou an?";
      const reply = "Chak madi maten, men li pa t pase semèn sa a.";
      const forum = await callApi<{ id: number }>(origin, member, "POST", `/api/services/${service.id}/forums`, { title: forumTitle });
      await callApi(origin, member, "POST", `/api/forums/${forum.id}/posts`, { content: reply });
      const forumsTab = (): Locator => page.getByRole("tab", { name: forums["forums.tab"], exact: true });
      const forumCard = (): Locator => page.getByRole("tabpanel").getByRole("heading", { name: forumTitle, exact: true });

      const page = await pageOf(newPage, origin, member);
      await page.goto("/");
      await visible(page.getByRole("heading", { name: service.name, exact: true }).first(), "the services list");
      await controlledByServiceWorker(page);

      // Online, with the worker in control: the member reads what they will want offline.
      await page.reload();
      await visible(page.getByRole("heading", { name: service.name, exact: true }).first(), "the services list, read through the worker");
      await page.goto(`/services/${service.slug}`);
      await visible(page.getByRole("heading", { name: task.title }).first(), "the service's first task");
      await (await visible(forumsTab(), "the discussions tab")).click();
      await visible(forumCard(), "the service's forum in its list");
      await page.goto(`/forums/${forum.id}`);
      await visible(page.getByRole("heading", { name: forumTitle, level: 1 }), "the forum's page");
      await visible(page.getByRole("main").getByText(reply, { exact: true }), "the forum's reply");
      await page.goto("/my-contributions");
      await visible(page.getByRole("heading", { name: contributions["contributions.mine.title"], level: 1 }), "my contributions");
      await visible(page.getByRole("main").getByText(task.title).first(), "the contribution's task");
      const panel = await openNotificationPanel(page);
      await visible(panel.getByText(moderation["moderation.notification.contributionApproved.title"], { exact: true }).first(), "the approval notification");
      await page.keyboard.press("Escape");
      if ((await offlineNotice(page).count()) > 0) throw new Error("the offline notice shows while online");

      // The connection is gone: the page loads again from the phone, with what was seen, marked.
      await page.context().setOffline(true);
      await page.reload();
      await visible(page.getByRole("heading", { name: contributions["contributions.mine.title"], level: 1 }), "my contributions, offline");
      await visible(page.getByRole("main").getByText(task.title).first(), "the contribution's task, offline");
      await visible(offlineNotice(page), "the offline notice");
      await assertAccessible(page, "my contributions offline, with the offline notice");
      const offlinePanel = await openNotificationPanel(page);
      await visible(offlinePanel.getByText(moderation["moderation.notification.contributionApproved.title"], { exact: true }).first(), "the approval notification, offline");
      await page.keyboard.press("Escape");

      await page.goto("/");
      await visible(page.getByRole("heading", { name: service.name, exact: true }).first(), "the services list, offline");
      await visible(offlineNotice(page), "the offline notice on the home page");
      await page.goto(`/services/${service.slug}`);
      await visible(page.getByRole("heading", { name: service.name, level: 1 }), "the service's page, offline");
      await visible(page.getByRole("heading", { name: task.title }).first(), "the service's tasks, offline");
      await visible(offlineNotice(page), "the offline notice on the service's page");
      await (await visible(forumsTab(), "the discussions tab, offline")).click();
      await visible(forumCard(), "the service's forum in its list, offline");
      await page.goto(`/forums/${forum.id}`);
      await visible(page.getByRole("heading", { name: forumTitle, level: 1 }), "the forum's page, offline");
      await visible(page.getByRole("main").getByText(reply, { exact: true }), "the forum's reply, offline");
      await visible(offlineNotice(page), "the offline notice on the forum's page");

      // Back online: the notice goes.
      await page.context().setOffline(false);
      await eventually(async () => (await offlineNotice(page).count()) === 0, "the offline notice to go once the connection is back");
    },
  },
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
      // Checked from the top: the offline notice under the header moves the page, and whatever the
      // last clicks left scrolled under the sticky header would count as obscured.
      await page.evaluate(() => window.scrollTo(0, 0));
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
  {
    name: "offline: a new forum and a place with its photo written with no connection wait on the phone, survive the page being closed, and are each sent exactly once when the member is back online",
    run: async ({ origin, newPage }) => {
      const member = await registeredMember(origin, "offlineplaces", "37292003");
      const service = await sharedService(origin, member);
      const title = "Ki kote nou ka jwenn dlo pwòp lè tiyo yo sèk?";
      const placeName = "Sous dlo Dezam bò lavil la";

      // Two screens open online: the finder with the position found, and the service's discussions
      // with the new forum's form open.
      const finder = await pageOf(newPage, origin, member);
      await finder.goto("/lokate");
      await (await visible(finder.getByRole("button", { name: places["places.finder.locate"], exact: true }), "the 'find where I am' button")).click();
      await visible(finder.getByText(portAuPrince.latitude.toFixed(6), { exact: true }), "the member's latitude");
      const context = finder.context();
      const discussions = await context.newPage();
      await discussions.goto(`/services/${service.slug}`);
      await (await visible(discussions.getByRole("tab", { name: forums["forums.tab"], exact: true }), "the discussions tab")).click();
      // A service without forums opens the form by itself; one with forums offers it by a button.
      const createForm = discussions.getByRole("dialog", { name: forums["forums.create.title"] });
      const createButton = discussions.getByRole("tabpanel").getByRole("button", { name: forums["forums.list.create"], exact: true });
      await visible(createForm.or(createButton), "the create-forum dialog or its button");
      if (!(await createForm.isVisible())) await createButton.click();
      const dialog = await visible(createForm, "the create-forum dialog");

      // The connection is lost: the forum and the place are written anyway.
      await context.setOffline(true);
      await dialog.getByLabel(forums["forums.create.titleField"], { exact: true }).fill(title);
      await dialog.getByRole("button", { name: forums["forums.create.submit"], exact: true }).click();
      await dialog.waitFor({ state: "hidden", timeout: defaultTimeoutMs });
      const waitingForum = await visible(discussions.getByRole("tabpanel").getByRole("list", { name: offline["offline.outbox.listLabel"] }), "the forum waiting to send");
      await visible(waitingForum.getByText(offline["offline.outbox.waiting"], { exact: true }), "the forum's 'waiting to send' mark");
      await visible(waitingForum.getByText(title, { exact: true }), "the forum's title, waiting");
      await discussions.evaluate(() => window.scrollTo(0, 0));
      await assertAccessible(discussions, "a forum waiting to send");

      const form = finder.getByRole("form", { name: places["places.form.title"], exact: true });
      await finder.getByLabel(places["places.form.name"], { exact: true }).fill(placeName);
      await chooseFiles(form, places["places.form.choosePhoto"], await jpegPhoto("sous.jpg"));
      await finder.getByRole("button", { name: places["places.form.submit"], exact: true }).click();
      const waitingPlace = await visible(finder.getByRole("list", { name: offline["offline.outbox.listLabel"] }), "the place waiting to send");
      await visible(waitingPlace.getByText(placeName, { exact: true }), "the place's name, waiting");
      await visible(waitingPlace.getByText(offline["offline.outbox.waiting"], { exact: true }), "the place's 'waiting to send' mark");
      await finder.evaluate(() => window.scrollTo(0, 0));
      await assertAccessible(finder, "a place waiting to send");

      // The member closes both; nothing has reached the server.
      await finder.close();
      await discussions.close();
      if ((await forumsWith(origin, member, service, title)) !== 0) throw new Error("the forum was sent while offline");
      if ((await placesWith(origin, member, placeName)).length !== 0) throw new Error("the place was sent while offline");

      // Back online, the app opened again: both go by themselves, once each, the place with its photo.
      await context.setOffline(false);
      const again = await context.newPage();
      await again.goto("/");
      await eventually(async () => (await forumsWith(origin, member, service, title)) === 1, "the forum to be sent");
      await eventually(async () => (await placesWith(origin, member, placeName)).length === 1, "the place to be sent");
      const [sent] = await placesWith(origin, member, placeName);
      if (sent?.photoUrl == null) throw new Error("the place was sent without its photo");
      await again.reload();
      await again.evaluate(() => window.dispatchEvent(new Event("online")));
      await again.waitForTimeout(1500);
      if ((await forumsWith(origin, member, service, title)) !== 1) throw new Error("the forum was sent more than once");
      if ((await placesWith(origin, member, placeName)).length !== 1) throw new Error("the place was sent more than once");
    },
  },
  {
    name: "offline: on a shared phone another member and a visitor see nothing of what a member left waiting, and the member finds it again after signing back in",
    run: async ({ origin, newPage }) => {
      const writer = await registeredMember(origin, "sharedwriter", "37310001");
      const next = await registeredMember(origin, "sharedreader", "37310002");
      const service = await sharedService(origin, writer);
      const idea = "Yon pwen dlo pwòp nan chak katye, pou fanmi yo pa mache lwen chak maten.";

      // The first member writes an idea with no connection: it waits on the phone, shown as theirs.
      const page = await pageOf(newPage, origin, writer);
      const context = page.context();
      let panel = await ideasTabOf(page, service, "the first member");
      await visible(panel.getByRole("button", { name: ideas["ideas.form.open"], exact: true }), "the idea form's button");
      await controlledByServiceWorker(page);
      await context.setOffline(true);
      await panel.getByRole("button", { name: ideas["ideas.form.open"], exact: true }).click();
      await panel.getByLabel(ideas["ideas.form.content"], { exact: true }).fill(idea);
      await panel.getByRole("button", { name: ideas["ideas.form.submit"], exact: true }).click();
      const waiting = await visible(panel.getByRole("list", { name: offline["offline.outbox.listLabel"] }), "the first member's waiting idea");
      await visible(waiting.getByText(idea, { exact: true }), "the idea's text, waiting");
      await page.close();

      // Another member signs in on the same phone, back online: nothing of the first one's shows, nothing goes under their session.
      await context.clearCookies();
      await context.setOffline(false);
      const shared = await context.newPage();
      await useSession(shared, origin, next.token);
      panel = await ideasTabOf(shared, service, "the second member");
      await visible(userMenuButton(shared, next.member.fullName), "the second member's menu");
      await visible(panel.getByRole("button", { name: ideas["ideas.form.open"], exact: true }), "the idea form's button, second member");
      await showsNoWaitingItems(shared, panel, idea, "the second member");
      await assertAccessible(shared, "the ideas tab of a second member on a shared phone");

      // Signed out: a visitor sees none either.
      await signOutWithMenu(shared, next.member.fullName);
      panel = await ideasTabOf(shared, service, "a visitor");
      await visible(panel, "the ideas tab's panel, visitor");
      await showsNoWaitingItems(shared, panel, idea, "a visitor");
      if ((await ideasWith(origin, writer, service, idea)) !== 0) throw new Error("the idea was sent under another session");

      // The first member signs back in: their idea shows waiting again (its sending held back here, to see it), then goes once.
      const holdIdeas = (route: Parameters<Parameters<typeof context.route>[1]>[0]) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback();
      await context.route("**/api/ideas", holdIdeas);
      await useSession(shared, origin, writer.token);
      panel = await ideasTabOf(shared, service, "the first member, back");
      const again = await visible(panel.getByRole("list", { name: offline["offline.outbox.listLabel"] }), "the first member's waiting idea, after signing back in");
      await visible(again.getByText(offline["offline.outbox.waiting"], { exact: true }), "the 'waiting to send' mark, again");
      await visible(again.getByText(idea, { exact: true }), "the idea's text, again");
      await context.unroute("**/api/ideas", holdIdeas);
      await shared.evaluate(() => window.dispatchEvent(new Event("online")));
      await eventually(async () => (await ideasWith(origin, writer, service, idea)) === 1, "the idea to be sent under its member's session");
      await shared.reload();
      await shared.waitForTimeout(1500);
      if ((await ideasWith(origin, writer, service, idea)) !== 1) throw new Error("the idea was sent more than once");
    },
  },
];
