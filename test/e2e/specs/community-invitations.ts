import invitations from "@kominote/core/i18n/messages/invitations/ht";
import points from "@kominote/core/i18n/messages/points/ht";
import type { InvitationStats } from "@kominote/core/schemas/invitations";
import { pointsTable } from "@kominote/core/rules/points-table";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import { memberFor, type ServerLog } from "./accounts-support";
import { invitationPathFor, registerOnPage, registeredMember, starterBarSays } from "./community-support";
import { callApi, eventually, pageOf } from "./services-support";

/** One of the member's three figures, by its label. */
const figure = (page: Page, label: keyof typeof invitations): Locator =>
  page
    .getByRole("region", { name: invitations["invitations.stats.label"] })
    .locator("div", { has: page.getByRole("term").getByText(invitations[label], { exact: true }) })
    .getByRole("definition");

const expectFigure = async (page: Page, label: keyof typeof invitations, value: string | RegExp): Promise<void> => {
  const shown = await visible(figure(page, label), `the figure "${invitations[label]}"`);
  await eventually(async () => {
    const text = (await shown.textContent())?.trim() ?? "";
    return typeof value === "string" ? text === value : value.test(text);
  }, `"${invitations[label]}" to read ${String(value)}`);
};

const methodTab = (page: Page, method: "email" | "phone" | "social" | "link"): Locator =>
  page.getByRole("tablist", { name: invitations["invitations.tabs.label"] }).getByRole("tab", { name: invitations[`invitations.tabs.${method}`], exact: true });

export const communityInvitationSpecs = (log: ServerLog): readonly Spec[] => [
  {
    name: "community: a member invites a friend by e-mail from /invite-friends, the friend registers through the link, and the inviter's figures and points change",
    run: async ({ origin, newPage }) => {
      const ines = await registeredMember(origin, "inesenvit", "37150031");
      const friend = memberFor("zanmiines", "37150032");
      const accepted = pointsTable.invitationAccepted.points;

      const page = await pageOf(newPage, origin, ines);
      await page.goto("/invite-friends");
      await visible(page.getByRole("heading", { name: invitations["invitations.title"], level: 1 }), "the invite-friends title");
      await expectFigure(page, "invitations.stats.sent", "0");
      await expectFigure(page, "invitations.stats.accepted", "0");
      await expectFigure(page, "invitations.stats.rank", new RegExp(`${invitations["invitations.stats.noRankLabel"]}$`));
      await visible(page.getByRole("banner").getByRole("button", { name: starterBarSays(0) }), "the points bar at 0 points");
      await assertAccessible(page, "/invite-friends (e-mail tab)");

      // Each way to invite, checked as it shows; the link tab makes the member's own link.
      await methodTab(page, "phone").click();
      await visible(page.getByLabel(invitations["invitations.form.phoneLabel"], { exact: true }), "the phone field");
      await assertAccessible(page, "/invite-friends (phone tab)");
      await methodTab(page, "social").click();
      await visible(page.getByText(invitations["invitations.social.intro"], { exact: true }), "the social tab");
      await assertAccessible(page, "/invite-friends (social tab)");
      await methodTab(page, "link").click();
      await page.getByRole("button", { name: invitations["invitations.link.generate"], exact: true }).click();
      const link = page.getByLabel(invitations["invitations.link.label"], { exact: true });
      await eventually(async () => /\/register\?invite=\S+$/.test(await link.inputValue()), "the generated invitation link");
      await assertAccessible(page, "/invite-friends (link tab)");

      // The e-mail invitation: an empty address is refused, a real one sent and confirmed.
      await methodTab(page, "email").click();
      await page.getByRole("button", { name: invitations["invitations.form.send"], exact: true }).click();
      await visible(page.getByText(invitations["invitations.form.emailRequired"], { exact: true }), "the e-mail-required message");
      await page.getByLabel(invitations["invitations.form.emailLabel"], { exact: true }).fill(friend.email);
      await page.getByRole("button", { name: invitations["invitations.form.send"], exact: true }).click();
      const sent = await visible(page.getByRole("dialog", { name: invitations["invitations.sent.title"] }), "the 'Envetasyon voye!' dialog");
      await visible(sent.getByText(invitations["invitations.sent.message"].replace("{points}", String(accepted)), { exact: true }), "the dialog's promise of points");
      await assertAccessible(page, "the 'Envetasyon voye!' dialog");
      await sent.getByRole("button", { name: invitations["invitations.sent.again"], exact: true }).click();
      await sent.waitFor({ state: "hidden", timeout: defaultTimeoutMs });
      await expectFigure(page, "invitations.stats.sent", "1");

      // The friend follows the e-mail's link and registers; the device kept the code until then.
      const path = await invitationPathFor(log, friend.email);
      const invited = await newPage();
      await invited.goto(path);
      const code = new URLSearchParams(path.slice(path.indexOf("?"))).get("invite");
      await eventually(
        async () => (await invited.evaluate(() => window.localStorage.getItem("kominote.inviteCode")))?.includes(`"${code ?? ""}"`) === true,
        "the invitation's code kept on the friend's device",
      );
      await registerOnPage(invited, friend);
      if ((await invited.evaluate(() => window.localStorage.getItem("kominote.inviteCode"))) !== null) throw new Error("the used invitation code stayed on the device");

      // The inviter's open page: the points arrive without reloading, then the figures.
      const toast = page.getByRole("status", { name: points["points.toast.label"] });
      await visible(toast.getByText(points["points.action.invitationAccepted"], { exact: true }), "the points toast for the accepted invitation");
      await visible(page.getByRole("banner").getByRole("button", { name: starterBarSays(accepted) }), `the points bar at ${accepted} points`);
      await page.reload();
      await expectFigure(page, "invitations.stats.accepted", "1");
      await expectFigure(page, "invitations.stats.rank", /^#\d+$/);
      const top = page.getByRole("region", { name: invitations["invitations.top.title"] });
      await visible(top.getByRole("listitem").filter({ hasText: ines.member.fullName }), "the inviter among the top inviters");
      await assertAccessible(page, "/invite-friends after the invitation was accepted");

      // Two shares of the link (a network's window, a copy): no invitation sent, said on their own line.
      for (const inviteMethod of ["social", "link"] as const) await callApi(origin, ines, "POST", "/api/invitations/send", { inviteMethod });
      await page.reload();
      await expectFigure(page, "invitations.stats.sent", "1");
      await visible(page.getByText(invitations["invitations.stats.shared.other"].replace("{count}", "2"), { exact: true }), "the shares' own line");
      const stats = await callApi<InvitationStats>(origin, ines, "GET", "/api/invitations/stats");
      if (stats.totalSent !== 1 || stats.totalAccepted !== 1 || stats.totalShared !== 2) throw new Error(`the inviter's figures are ${JSON.stringify(stats)}`);
    },
  },
];
