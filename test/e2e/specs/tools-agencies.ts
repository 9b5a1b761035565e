import agencies from "@kominote/core/i18n/messages/agencies/ht";
import moderation from "@kominote/core/i18n/messages/moderation/ht";
import points from "@kominote/core/i18n/messages/points/ht";
import review from "@kominote/core/i18n/messages/review/ht";
import tools from "@kominote/core/i18n/messages/tools/ht";
import { pointsTable } from "@kominote/core/rules/points-table";
import type { GovernmentAgency } from "@kominote/core/schemas/agencies";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, htmlLangIs, type Spec, visible, watchFor } from "../harness";
import { openNotificationPanel, pageOf, type ServiceSpecTools, signedInMember } from "./services-support";

/** An agency's card in the directory, by its name (each card's heading). */
const card = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: agencies["agencies.list"] }).getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

const cardCount = (page: Page): Promise<number> =>
  page.getByRole("list", { name: agencies["agencies.list"] }).getByRole("heading", { level: 2 }).count();

/**
 * The government agencies directory (SPEC 2, "Government agencies"): the seeded national bodies
 * for everyone, filters kept in the address, and a member's addition that waits for a moderator.
 */
export const toolsAgenciesSpecs = ({ log, takeModerator }: ServiceSpecTools): readonly Spec[] => [
  {
    name: "tools: on a 360x740 phone a visitor finds a ministry in /government-agencies by type and search, a member adds an agency, and it is listed once a moderator approves it, with the member's points and notification",
    run: async ({ origin, newPage }) => {
      const seeded = (await (await fetch(`${origin}/api/government-agencies`)).json()) as GovernmentAgency[];
      if (seeded.length < 40) throw new Error(`the directory holds ${seeded.length} agencies, expected the 40 or more seeded national bodies`);
      const ministry = seeded.find((agency) => agency.type === "ministry");
      if (ministry === undefined) throw new Error("no ministry in the seeded directory");

      const visitor = await newPage({ viewport: { width: 360, height: 740 } });
      await visitor.goto("/tools");
      await htmlLangIs(visitor, "ht");
      const open = tools["tools.openTool"].replace("{name}", tools["tools.governmentAgencies.name"]);
      await (await visible(visitor.getByRole("link", { name: open, exact: true }), `the "${open}" link`)).click();
      await visitor.waitForURL((url) => url.pathname === "/government-agencies");
      await visible(visitor.getByRole("heading", { level: 1, name: agencies["agencies.title"], exact: true }), "the directory's title");
      await visible(card(visitor, ministry.name), `the card of ${ministry.name}`);
      const all = await cardCount(visitor);
      if (all !== seeded.length) throw new Error(`the list shows ${all} cards for ${seeded.length} agencies`);
      await assertAccessible(visitor, "/government-agencies for a visitor");

      await visitor.getByRole("combobox", { name: agencies["agencies.filter.type"], exact: true }).selectOption("ministry");
      await visitor.waitForURL((url) => url.searchParams.get("type") === "ministry");
      const ministries = seeded.filter((agency) => agency.type === "ministry").length;
      await visible(card(visitor, ministry.name), "the ministry under the type filter");
      if ((await cardCount(visitor)) !== ministries) throw new Error(`the type filter shows ${await cardCount(visitor)} cards for ${ministries} ministries`);
      await visitor.getByRole("searchbox", { name: agencies["agencies.search"] }).fill(ministry.name);
      await visitor.waitForURL((url) => url.searchParams.get("q") === ministry.name);
      await visible(card(visitor, ministry.name), "the ministry found by its name");
      // The filtered address is shareable: a reload keeps it.
      await visitor.reload();
      await visible(card(visitor, ministry.name), "the ministry after a reload of the filtered address");
      const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) throw new Error(`the directory scrolls sideways at 360 px (${width} px wide)`);
      await assertAccessible(visitor, "/government-agencies filtered on a phone");

      // A member adds an agency; it waits for review and is not listed yet.
      const author = await signedInMember(origin, log, "ajansye", "37190001");
      const moderator = takeModerator();
      const name = "Biwo Sivil Lakay Kenscoff";
      const member = await pageOf(newPage, origin, author, { viewport: { width: 360, height: 740 } });
      await member.goto("/government-agencies");
      await (await visible(member.getByRole("button", { name: agencies["agencies.add.open"], exact: true }), "the add button")).click();
      const dialog = await visible(member.getByRole("dialog", { name: agencies["agencies.add.title"] }), "the add dialog");
      await dialog.getByLabel(agencies["agencies.add.name"], { exact: true }).fill(name);
      await dialog.getByLabel(agencies["agencies.add.type"], { exact: true }).selectOption("other");
      await dialog.getByLabel(agencies["agencies.add.description"], { exact: true }).fill("Biwo kote moun Kenscoff al fè batistè ak papye sivil.");
      await dialog.getByLabel(agencies["agencies.add.phone"], { exact: true }).fill("+509 37 12 4455");
      await dialog.getByLabel(agencies["agencies.add.address"], { exact: true }).fill("Kenscoff");
      await dialog.getByLabel(agencies["agencies.add.website"], { exact: true }).fill("pa yon adrès");
      await dialog.getByLabel(agencies["agencies.add.services"], { exact: true }).fill("batistè, , papye sivil ");
      await dialog.getByLabel(agencies["agencies.add.department"], { exact: true }).selectOption("Ouest");
      await dialog.getByRole("button", { name: agencies["agencies.add.submit"], exact: true }).click();
      const website = dialog.getByLabel(agencies["agencies.add.website"], { exact: true });
      if ((await website.getAttribute("aria-invalid")) !== "true") throw new Error("a website that is no address was not marked invalid");
      await assertAccessible(member, "the add dialog with a field error");
      await website.fill("");
      await dialog.getByRole("button", { name: agencies["agencies.add.submit"], exact: true }).click();
      await visible(member.getByText(agencies["agencies.add.done"], { exact: true }).first(), "the 'added' toast");
      const pending = (await (await fetch(`${origin}/api/government-agencies`)).json()) as GovernmentAgency[];
      if (pending.some((agency) => agency.name === name)) throw new Error("an agency waiting for review is listed");

      // The moderator approves it from the review queue.
      const desk = await pageOf(newPage, origin, moderator);
      await desk.goto("/moderation");
      const item = await visible(desk.getByRole("tabpanel").getByRole("listitem").filter({ has: desk.getByRole("heading", { name, exact: true }) }), "the agency in the review queue");
      await visible(item.getByText(review["review.kind.agency"], { exact: true }), "the agency's kind in the queue");
      await assertAccessible(desk, "/moderation with an agency");
      // The member's points toast lasts a few seconds from the moment the approval reaches them,
      // which on a loaded machine can be before the checks below are done: watch for it from now on.
      const toast = member.getByRole("status", { name: points["points.toast.label"] });
      const pointsToastShown = watchFor(
        toast.getByText(points["points.toast.gained"].replace("{points}", String(pointsTable.agencyApproved.points)), { exact: true }),
        "the points toast for the approval",
      );
      await item.getByRole("button", { name: review["review.queue.approve"], exact: true }).click();
      await visible(desk.getByText(review["review.queue.approved"].replace("{title}", name), { exact: true }), "the approved toast");

      // Listed for everyone, and the member was paid and told.
      // A new visitor (a phone may keep the list it already has for a minute, as with the catalogue).
      const later = await newPage({ viewport: { width: 360, height: 740 } });
      await later.goto("/government-agencies");
      await visible(card(later, name), "the approved agency in the directory");
      await visible(card(later, name).getByText("papye sivil", { exact: true }), "its services, trimmed, without the empty one");
      await pointsToastShown();
      const panel = await openNotificationPanel(member);
      await visible(panel.getByText(moderation["moderation.notification.agencyApproved.title"], { exact: true }), "the approval notification");
      await assertAccessible(member, "the notification panel after the approval");
    },
  },
];
