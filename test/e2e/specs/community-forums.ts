import forums from "@kominote/core/i18n/messages/forums/ht";
import offline from "@kominote/core/i18n/messages/offline/ht";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import { quietService, registeredMember } from "./community-support";
import { pageOf, type ServiceSummary } from "./services-support";

/** The service's page with its discussions tab open. */
const discussionsOf = async (page: Page, service: ServiceSummary): Promise<Locator> => {
  await page.goto(`/services/${service.slug}`);
  await (await visible(page.getByRole("tab", { name: forums["forums.tab"], exact: true }), "the discussions tab")).click();
  return visible(page.getByRole("tabpanel"), "the discussions panel");
};

/** A post of the thread, by its author. */
const postBy = (scope: Locator, name: string): Locator =>
  scope.getByRole("list", { name: forums["forums.thread.posts"] }).getByRole("article", { name, exact: true });

export const communityForumSpecs = (): readonly Spec[] => [
  {
    name: "community: a member opens a forum from a service's discussions tab, another answers it, and the answer is in /my-responses and on /forums/{id}",
    run: async ({ origin, newPage }) => {
      const carl = await registeredMember(origin, "carlfowom", "37150011");
      const dina = await registeredMember(origin, "dinafowom", "37150012");
      const service = await quietService(origin, carl);
      const title = "Dlo potab nan katye Bèlè";
      const answer = "Nou te ale wè CAMEP: yo di tiyo a ap repare anvan fen mwa a.";

      // A visitor is asked to sign in instead of seeing the forums.
      const visitor = await newPage();
      const visitorPanel = await discussionsOf(visitor, service);
      await visible(visitorPanel.getByRole("heading", { name: forums["forums.signIn.title"] }), "the visitors' sign-in prompt");
      await assertAccessible(visitor, `/services/${service.slug} (discussions tab, visitor)`);

      // A service without forums offers to create the first one.
      const carlPage = await pageOf(newPage, origin, carl);
      await discussionsOf(carlPage, service);
      const dialog = await visible(carlPage.getByRole("dialog", { name: forums["forums.create.title"] }), "the create-forum dialog");
      await dialog.getByLabel(forums["forums.create.titleField"], { exact: true }).fill(title);
      await dialog.getByLabel(forums["forums.create.description"], { exact: true }).fill("Ki lè dlo a ap tounen nan tiyo yo?");
      await assertAccessible(carlPage, "the create-forum dialog");
      await dialog.getByRole("button", { name: forums["forums.create.submit"], exact: true }).click();
      await visible(carlPage.getByText(forums["forums.create.done"], { exact: true }), "the 'forum created' toast");
      await dialog.waitFor({ state: "hidden", timeout: defaultTimeoutMs });
      await visible(carlPage.getByRole("heading", { name: title, level: 2 }), "the new forum's thread");
      await visible(carlPage.getByText(forums["forums.thread.empty"], { exact: true }), "the empty thread");
      await assertAccessible(carlPage, "a new forum's empty thread");

      // The open forum has its own address: a reload shows the thread again, the back button the list.
      const forumAddress = new URL(carlPage.url());
      if (forumAddress.searchParams.get("tab") !== "discussions" || !/^\d+$/.test(forumAddress.searchParams.get("forum") ?? "")) {
        throw new Error(`the open forum is not in the address: ${carlPage.url()}`);
      }
      await carlPage.reload();
      await visible(carlPage.getByRole("heading", { name: title, level: 2 }), "the forum's thread after a reload");
      await carlPage.goBack();
      await visible(carlPage.getByRole("heading", { name: forums["forums.list.title"], level: 2 }), "the forum list after the back button");
      await carlPage.goForward();
      await visible(carlPage.getByRole("heading", { name: title, level: 2 }), "the forum's thread after going forward");

      // Dina finds it in the list and answers.
      const dinaPage = await pageOf(newPage, origin, dina);
      const list = await discussionsOf(dinaPage, service);
      const card = await visible(list.getByRole("article", { name: title, exact: true }), "the forum in the service's list");
      await visible(card.getByText(carl.member.fullName, { exact: false }), "the forum's creator");
      await assertAccessible(dinaPage, `/services/${service.slug} (discussions tab, forum list)`);
      await card.getByRole("button", { name: title, exact: true }).click();
      const thread = await visible(dinaPage.getByRole("region", { name: title }), "the forum's thread");
      await thread.getByLabel(forums["forums.reply.label"], { exact: true }).fill(answer);
      // The connection drops as she posts: the answer stays in the field and goes once it is back.
      await dinaPage.context().setOffline(true);
      await thread.getByRole("button", { name: forums["forums.reply.submit"], exact: true }).click();
      await visible(thread.getByText(offline["offline.outbox.waiting"], { exact: true }), "the answer waiting to send");
      await dinaPage.context().setOffline(false);
      const post = await visible(postBy(thread, dina.member.fullName), "Dina's post in the thread");
      await visible(post.getByText(answer, { exact: true }), "the answer's text");
      // No like on one's own post (the server refuses it too).
      if ((await post.getByRole("button", { name: forums["forums.post.likeOf"].replace("{name}", dina.member.fullName) }).count()) > 0) {
        throw new Error("Dina is offered a like on her own post");
      }
      await assertAccessible(dinaPage, "a forum's thread with a post");

      // Carl likes the answer.
      const carlList = await discussionsOf(carlPage, service);
      await (await visible(carlList.getByRole("button", { name: title, exact: true }), "the forum's title button")).click();
      const like = await visible(
        postBy(carlPage.getByRole("region", { name: title }), dina.member.fullName).getByRole("button", {
          name: forums["forums.post.likeOf"].replace("{name}", dina.member.fullName),
        }),
        "the like button of Dina's post",
      );
      await like.click();
      await visible(carlPage.getByRole("button", { name: forums["forums.post.liked"], pressed: true }), "the post liked");

      // Dina's responses list it, with its forum and like, and lead back to the forum.
      await dinaPage.goto("/my-responses");
      await visible(dinaPage.getByRole("heading", { name: forums["forums.responses.title"], level: 1 }), "the my-responses title");
      await visible(dinaPage.getByText(forums["forums.responses.summary.one"].replace("{count}", "1"), { exact: true }), "one response in all");
      const response = await visible(dinaPage.getByRole("main").getByRole("article").filter({ hasText: answer }), "the answer in /my-responses");
      await visible(response.getByRole("definition").getByText(title, { exact: true }), "the response's forum");
      await visible(response.getByText(forums["forums.response.likes.one"].replace("{count}", "1"), { exact: true }), "the response's like");
      await assertAccessible(dinaPage, "/my-responses");
      await response.getByRole("link", { name: forums["forums.response.open"] }).click();
      await dinaPage.waitForURL((url) => /^\/forums\/\d+$/.test(url.pathname));
      await visible(dinaPage.getByRole("heading", { name: title, level: 1 }), "the forum's page title");
      await visible(postBy(dinaPage.getByRole("main"), dina.member.fullName).getByText(answer, { exact: true }), "the answer on /forums/{id}");
      await assertAccessible(dinaPage, "/forums/{id}");

      // Reloaded, or opened from a shared address, the page still knows the forum's title.
      await dinaPage.reload();
      await visible(dinaPage.getByRole("heading", { name: title, level: 1 }), "the forum's title after a reload");
      await visible(postBy(dinaPage.getByRole("main"), dina.member.fullName).getByText(answer, { exact: true }), "the answer after a reload");
      // A forum that does not exist says so, with no thread to answer in.
      await dinaPage.goto("/forums/987654");
      await visible(dinaPage.getByText(forums["forums.thread.notFound"], { exact: true }), "the unknown forum's notice");
      await assertAccessible(dinaPage, "/forums/{id} of an unknown forum");
    },
  },
];
