import ideas from "@kominote/core/i18n/messages/ideas/ht";
import services from "@kominote/core/i18n/messages/services/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import tools from "@kominote/core/i18n/messages/tools/ht";
import wizard from "@kominote/core/i18n/messages/wizard/ht";
import type { Idea } from "@kominote/core/schemas/ideas";
import type { User } from "@kominote/core/schemas/users";
import type { Locator, Page } from "playwright-core";
import { useSession } from "./accounts-support";
import { assertAccessible, type Spec, visible } from "../harness";
import { callApi, eventually, type ServiceSpecTools, signedInMember, untouchedService } from "./services-support";

/** The sign-in dialog a visitor's action opens. */
const signInDialog = (page: Page): Locator => page.getByRole("dialog", { name: shell["shell.login.title"] });

/** An idea's card, found by its text. */
const ideaCard = (page: Page, content: string): Locator => page.getByRole("article").filter({ hasText: content });

/**
 * What a visitor starts before signing in is carried out once they have (DECISIONS 1). Signing in
 * ends with a page load, so the specs give the page the member's session and load it again.
 */
export const pendingActionSpecs = ({ log }: ServiceSpecTools): readonly Spec[] => [
  {
    name: "pending actions: a visitor's vote is kept through /konekte and cast once they are signed in",
    run: async ({ origin, newPage }) => {
      const author = await signedInMember(origin, log, "ideote", "37148001");
      const voter = await signedInMember(origin, log, "votan", "37148002");
      const content = "Yon ti mache chak samdi pou peyizan yo vann pwodui yo dirèkteman.";
      const idea = await callApi<Idea>(origin, author, "POST", "/api/ideas", { serviceId: 1, content });

      const page = await newPage();
      await page.goto("/ideas");
      const card = await visible(ideaCard(page, content), "the new idea in /ideas");
      await visible(card.getByText(ideas["ideas.author.hidden"], { exact: true }), "the author hidden from a visitor");
      await assertAccessible(page, "/ideas for a visitor");
      await card.getByRole("button", { name: new RegExp(`^${ideas["ideas.vote"]}`) }).click();
      await page.waitForURL((url) => url.pathname === "/konekte" && url.searchParams.get("returnTo") === "/ideas");
      await visible(signInDialog(page), "the sign-in dialog on /konekte");

      await useSession(page, origin, voter.token);
      await page.goto("/ideas");
      const voted = await visible(
        ideaCard(page, content).getByRole("button", { name: new RegExp(`^${ideas["ideas.voted"]}`) }),
        "the idea marked voted after signing in",
      );
      if (!(await voted.isDisabled())) throw new Error("the voted idea's button can be pressed again");
      await visible(page.getByText(ideas["ideas.vote.done"], { exact: true }), "the 'vote accepted' toast");
      const seen = await callApi<Idea[]>(origin, voter, "GET", "/api/ideas");
      const after = seen.find((each) => each.id === idea.id);
      if (after?.hasVoted !== true || after.voteCount !== 1) throw new Error(`the vote was not cast once: ${JSON.stringify(after)}`);
      if ((await page.evaluate(() => window.localStorage.getItem("pendingAction"))) !== null) throw new Error("the action is still saved");

      // /idea-voting is for members: a visitor goes to /konekte, which brings them back to it.
      const visitor = await newPage();
      await visitor.goto("/idea-voting");
      await visitor.waitForURL((url) => url.pathname === "/konekte" && url.searchParams.get("returnTo") === "/idea-voting");
      await useSession(visitor, origin, voter.token);
      await visitor.goto("/idea-voting");
      await visible(visitor.getByRole("heading", { name: ideas["ideas.voting.title"], level: 1 }), "the voting page's title");
      await visible(
        ideaCard(visitor, content).getByRole("button", { name: new RegExp(`^${ideas["ideas.voted"]}`) }),
        "the voted idea on the voting page",
      );
      await assertAccessible(visitor, "/idea-voting");
    },
  },
  {
    name: "pending actions: a visitor's idea on a service's page comes back in its form after signing in, and a contribute press joins the service and opens its wizard",
    run: async ({ origin, newPage }) => {
      const { service } = await untouchedService(origin);
      const member = await signedInMember(origin, log, "ideyis", "37148003");
      const content = "Mete yon tablo nan chak lekòl ak non moun pou rele lè gen pwoblèm.";

      const page = await newPage();
      await page.goto(`/services/${service.slug}`);
      await (await visible(page.getByRole("tab", { name: ideas["ideas.tab"], exact: true }), "the ideas tab")).click();
      await (await visible(page.getByRole("button", { name: ideas["ideas.form.open"], exact: true }), "the share button")).click();
      await page.getByLabel(ideas["ideas.form.content"], { exact: true }).fill(content);
      await assertAccessible(page, `the idea form on /services/${service.slug}`);
      await page.getByRole("button", { name: ideas["ideas.form.submit"], exact: true }).click();
      await visible(signInDialog(page), "the sign-in dialog after sharing as a visitor");

      await useSession(page, origin, member.token);
      await page.reload();
      const form = await visible(page.getByRole("form", { name: ideas["ideas.form.title"] }), "the idea form, open again");
      await visible(form.getByText(ideas["ideas.form.restored"], { exact: true }), "the note that the text came back");
      if ((await form.getByLabel(ideas["ideas.form.content"], { exact: true }).inputValue()) !== content) throw new Error("the typed idea did not come back");
      await form.getByRole("button", { name: ideas["ideas.form.submit"], exact: true }).click();
      await visible(page.getByRole("tabpanel").getByRole("article").filter({ hasText: content }), "the shared idea in the service's list");
      const shared = await callApi<Idea[]>(origin, member, "GET", `/api/ideas/service/${service.id}`);
      if (!shared.some((each) => each.content === content)) throw new Error("the idea was not shared for the service");

      // A visitor pressing "contribute" is asked to sign in; once they have, the service is joined.
      const visitor = await newPage();
      await visitor.goto(`/services/${service.slug}`);
      const contribute = await visible(visitor.getByRole("button", { name: services["services.task.contribute"], exact: true }), "a contribute button");
      await contribute.click();
      await visible(signInDialog(visitor), "the sign-in dialog after pressing contribute");
      await useSession(visitor, origin, member.token);
      await visitor.reload();
      await visible(visitor.getByText(services["services.join.done"].replace("{name}", service.name), { exact: true }), "the 'joined' toast");
      await eventually(
        async () => (await callApi<User>(origin, member, "GET", "/api/auth/user")).joinedServiceId === service.id,
        `the member's main service to become ${service.name}`,
      );
      // They land where they pressed: in the task's contribution wizard, its address their own.
      await visible(visitor.getByRole("dialog", { name: new RegExp(`^${wizard["wizard.title"].replace("{task}", "")}`) }), "the contribution wizard after signing in");
      if (!/[?&]contribute=\d+/.test(visitor.url())) throw new Error(`the wizard opened without its address: ${visitor.url()}`);
    },
  },
  {
    name: "pending actions: a visitor opening a members-only tool on /tools signs in and the tool opens",
    run: async ({ origin, newPage }) => {
      const member = await signedInMember(origin, log, "zouti", "37148004");
      const toolName = tools["tools.ideaVoting.name"];

      const page = await newPage();
      await page.goto("/tools");
      await visible(page.getByRole("heading", { name: tools["tools.title"], level: 1 }), "the tools title");
      const card = await visible(page.getByRole("article", { name: toolName }), "the idea-voting tool");
      await visible(card.getByText(tools["tools.membersOnly"], { exact: true }), "the 'Dwe konekte' badge");
      await assertAccessible(page, "/tools for a visitor");
      await card.getByRole("button", { name: tools["tools.openTool"].replace("{name}", toolName) }).click();
      await visible(signInDialog(page), "the sign-in dialog after opening a members-only tool");
      if (page.url() !== `${origin}/tools`) throw new Error(`the visitor left /tools before signing in: ${page.url()}`);

      await useSession(page, origin, member.token);
      await page.reload();
      await page.waitForURL((url) => url.pathname === "/idea-voting");
      await visible(page.getByRole("heading", { name: ideas["ideas.voting.title"], level: 1 }), "the tool, open after signing in");
      if ((await page.evaluate(() => window.localStorage.getItem("pendingAction"))) !== null) throw new Error("the action is still saved");

      // A member's 'Ouvè' is a plain link to the tool.
      await page.goto("/tools");
      await (await visible(page.getByRole("link", { name: tools["tools.openTool"].replace("{name}", toolName) }), "the tool's link")).click();
      await page.waitForURL((url) => url.pathname === "/idea-voting");
      await page.goto("/tools");
      await visible(page.getByRole("article", { name: toolName }), "the tools for a member");
      await assertAccessible(page, "/tools for a member");
    },
  },
];
