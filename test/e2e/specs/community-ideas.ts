import ideas from "@kominote/core/i18n/messages/ideas/ht";
import offline from "@kominote/core/i18n/messages/offline/ht";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import { quietService, registeredMember } from "./community-support";
import { pageOf, type ServiceSummary } from "./services-support";

/** An idea's card, found by its text. */
const ideaCard = (page: Page, content: string): Locator => page.getByRole("article").filter({ hasText: content });

const popular = (rank: number): string => ideas["ideas.popular"].replace("{rank}", String(rank));

const voteButton = (card: Locator): Locator => card.getByRole("button", { name: new RegExp(`^${ideas["ideas.vote"]} `) });

/** /idea-voting with one service chosen, most voted first. */
const votingPageFor = async (page: Page, service: ServiceSummary): Promise<void> => {
  await page.goto("/idea-voting");
  await visible(page.getByRole("heading", { name: ideas["ideas.voting.title"], level: 1 }), "the voting page's title");
  await page.getByLabel(ideas["ideas.voting.filter"], { exact: true }).selectOption({ label: service.name });
};

/** Votes for the idea and waits for the server's answer and the toast. */
const voteFor = async (page: Page, card: Locator): Promise<void> => {
  await (await visible(voteButton(card), "the idea's vote button")).click();
  await visible(card.getByRole("button", { name: new RegExp(`^${ideas["ideas.voted"]}`) }), "the idea marked voted");
  await visible(page.getByText(ideas["ideas.vote.done"], { exact: true }), "the 'vote accepted' toast");
};

const hasNoBadge = async (card: Locator, what: string): Promise<void> => {
  try {
    await card.getByText(/Pi Popilè$/).waitFor({ state: "detached", timeout: defaultTimeoutMs });
  } catch {
    throw new Error(`${what} still wears a "Pi Popilè" badge`);
  }
};

export const communityIdeaSpecs = (): readonly Spec[] => [
  {
    name: "community: two members share ideas on /ideas and on a service's ideas tab, vote for each other's, and the '#1 Pi Popilè' badge moves",
    run: async ({ origin, newPage }) => {
      const ana = await registeredMember(origin, "anaide", "37150001");
      const bob = await registeredMember(origin, "bobide", "37150002");
      const service = await quietService(origin, ana);
      const first = "Mete limyè solè nan tout lari mache a pou moun ka vann aswè.";
      const second = "Fè yon kalandriye pou netwaye kanal yo chak mwa ak volontè katye a.";

      // Ana shares hers from /ideas, choosing the service.
      const anaPage = await pageOf(newPage, origin, ana);
      await anaPage.goto("/ideas");
      await visible(anaPage.getByRole("heading", { name: ideas["ideas.page.title"], level: 1 }), "the ideas page's title");
      await assertAccessible(anaPage, "/ideas for a member");
      await anaPage.getByRole("button", { name: ideas["ideas.form.open"], exact: true }).click();
      const form = await visible(anaPage.getByRole("form", { name: ideas["ideas.form.title"] }), "the idea form");
      await form.getByLabel(ideas["ideas.form.service"], { exact: true }).selectOption({ label: service.name });
      await form.getByLabel(ideas["ideas.form.content"], { exact: true }).fill(first);
      await assertAccessible(anaPage, "the idea form on /ideas");
      await form.getByRole("button", { name: ideas["ideas.form.submit"], exact: true }).click();
      await visible(anaPage.getByText(ideas["ideas.created"], { exact: true }), "the 'idea created' toast");
      const shared = await visible(ideaCard(anaPage, first), "Ana's idea in /ideas");
      await visible(shared.getByText(ideas["ideas.author.by"].replace("{name}", ana.member.fullName), { exact: true }), "Ana named as its author");
      await visible(shared.getByText(service.name, { exact: true }), "the idea's service");

      // Bob shares his from the service's ideas tab, for that service.
      const bobPage = await pageOf(newPage, origin, bob);
      await bobPage.goto(`/services/${service.slug}`);
      await (await visible(bobPage.getByRole("tab", { name: ideas["ideas.tab"], exact: true }), "the ideas tab")).click();
      const panel = bobPage.getByRole("tabpanel");
      await visible(ideaCard(bobPage, first), "Ana's idea in the service's tab");
      await assertAccessible(bobPage, `/services/${service.slug} (ideas tab)`);
      await panel.getByRole("button", { name: ideas["ideas.form.open"], exact: true }).click();
      await panel.getByLabel(ideas["ideas.form.content"], { exact: true }).fill(second);
      // His connection drops as he shares: the idea waits on the phone and goes once it is back.
      await bobPage.context().setOffline(true);
      await panel.getByRole("button", { name: ideas["ideas.form.submit"], exact: true }).click();
      await visible(panel.getByText(offline["offline.outbox.waiting"], { exact: true }), "the idea waiting to send");
      await assertAccessible(bobPage, "an idea waiting for the connection");
      await bobPage.context().setOffline(false);
      await visible(panel.getByRole("article").filter({ hasText: second }), "Bob's idea in the service's tab");

      // Bob votes for Ana's: it is the service's most voted.
      await votingPageFor(bobPage, service);
      const anaIdea = await visible(ideaCard(bobPage, first), "Ana's idea on the voting page");
      const bobIdea = await visible(ideaCard(bobPage, second), "Bob's idea on the voting page");
      await hasNoBadge(anaIdea, "an idea nobody voted for");
      await assertAccessible(bobPage, "/idea-voting before any vote");
      await voteFor(bobPage, anaIdea);
      await visible(anaIdea.getByText(popular(1), { exact: true }), `"${popular(1)}" on Ana's idea`);
      await hasNoBadge(bobIdea, "Bob's idea without votes");

      // Ana votes for Bob's: one vote each, the newer first (the server's order), so the badge moves.
      await votingPageFor(anaPage, service);
      const anaSeesHers = await visible(ideaCard(anaPage, first), "Ana's idea on her voting page");
      await visible(anaSeesHers.getByText(popular(1), { exact: true }), `"${popular(1)}" on Ana's idea for Ana`);
      const anaSeesBobs = await visible(ideaCard(anaPage, second), "Bob's idea on Ana's voting page");
      await voteFor(anaPage, anaSeesBobs);
      await visible(anaSeesBobs.getByText(popular(1), { exact: true }), `"${popular(1)}" moved to Bob's idea`);
      await visible(anaSeesHers.getByText(popular(2), { exact: true }), `"${popular(2)}" on Ana's idea`);
      const order = await anaPage.getByRole("list", { name: ideas["ideas.voting.list.label"] }).getByRole("article").allTextContents();
      if (!(order[0]?.includes(second) && order[1]?.includes(first))) throw new Error(`the most voted order is not Bob's then Ana's: ${JSON.stringify(order)}`);
      await assertAccessible(anaPage, "/idea-voting with the top ideas");
    },
  },
];
