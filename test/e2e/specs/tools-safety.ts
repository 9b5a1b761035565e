import auth from "@kominote/core/i18n/messages/auth/ht";
import connectionPoints from "@kominote/core/i18n/messages/connection-points/ht";
import review from "@kominote/core/i18n/messages/review/ht";
import safePlaces from "@kominote/core/i18n/messages/safe-places/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, htmlLangIs, type Spec, visible } from "../harness";
import { codeIn, expectMessage, memberFor, registerThroughApi } from "./accounts-support";
import { pageOf, portAuPrince, type ServiceSpecTools, signedInMember } from "./services-support";

/** A place's card, by its name (each card's heading), wherever it is listed on the screen. */
const cardOf = (page: Page, name: string): Locator => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** The page must not scroll sideways on a 360 px phone. */
const fitsPhone = async (page: Page, label: string): Promise<void> => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 360) throw new Error(`${label} scrolls sideways at 360 px (${width} px wide)`);
};

/** Signs in on the /login page with a code sent by e-mail, then waits for the page it returns to. */
const signInOnLoginPage = async (page: Page, log: ServiceSpecTools["log"], email: string): Promise<void> => {
  const main = page.getByRole("main");
  await visible(main.getByRole("heading", { name: shell["shell.login.title"], level: 1 }), "the /login page's heading");
  await (await visible(main.getByText(auth["auth.login.method.email"], { exact: true }), "the e-mail choice")).click();
  await main.getByLabel(auth["auth.login.emailLabel"], { exact: true }).fill(email);
  const message = await expectMessage(log, email, "code", async () => {
    await main.getByRole("button", { name: auth["auth.login.sendCode"], exact: true }).click();
    await visible(main.getByLabel(auth["auth.login.codeLabel"], { exact: true }), "the code field");
  });
  await main.getByLabel(auth["auth.login.codeLabel"], { exact: true }).fill(codeIn(message));
  await main.getByRole("button", { name: auth["auth.login.verify"], exact: true }).click();
};

/** Approves one item of the moderator's review queue, found by its title and kind. */
const approve = async (desk: Page, name: string, kind: string): Promise<void> => {
  const item = await visible(
    desk.getByRole("tabpanel").getByRole("listitem").filter({ has: desk.getByRole("heading", { name, exact: true }) }),
    `${name} in the review queue`,
  );
  await visible(item.getByText(kind, { exact: true }), `the kind of ${name} in the queue`);
  await item.getByRole("button", { name: review["review.queue.approve"], exact: true }).click();
  await visible(desk.getByText(review["review.queue.approved"].replace("{title}", name), { exact: true }), `the approved toast for ${name}`);
};

const safePlaceName = "Lopital Sen Franswa Kenscoff";
const pointName = "Sibè Kafe Petyonvil";

/**
 * The safe places and the connection map (SPEC 2, "Safe places and connection map"), members only:
 * a visitor signs in and comes back to the filtered screen; a member adds a place and a point
 * (the requirements asked once 'free' is unchecked), sees them awaiting review; a moderator
 * approves both; another member then sees them verified and cannot correct them.
 */
export const toolsSafetySpecs = ({ log, takeModerator }: ServiceSpecTools): readonly Spec[] => [
  {
    name: "tools: on a 360x740 phone a visitor reaching /tools/safe-locations signs in and comes back filtered; a member adds a safe place and a connection point, a moderator approves them, and another member sees them verified without an edit button",
    run: async ({ origin, newPage }) => {
      const author = memberFor("sekirite", "37180001");
      await registerThroughApi(origin, author);
      const phone = { viewport: { width: 360, height: 740 }, geolocation: portAuPrince, permissions: ["geolocation"] };

      // A visitor is sent to sign in, then back to the screen with the filter asked for.
      const page = await newPage(phone);
      await page.goto("/connectivity-map");
      await page.waitForURL((url) => url.pathname === "/login", { timeout: defaultTimeoutMs });
      await page.goto("/tools/safe-locations?category=hospital");
      await page.waitForURL((url) => url.pathname === "/login", { timeout: defaultTimeoutMs });
      await htmlLangIs(page, "ht");
      await signInOnLoginPage(page, log, author.email);
      await page.waitForURL((url) => url.pathname === "/tools/safe-locations" && url.searchParams.get("category") === "hospital", {
        timeout: defaultTimeoutMs,
      });
      await visible(page.getByRole("heading", { level: 1, name: safePlaces["safePlaces.title"], exact: true }), "the safe places' title");
      const category = page.getByRole("combobox", { name: safePlaces["safePlaces.filter.category"], exact: true });
      if ((await category.inputValue()) !== "hospital") throw new Error("the category from the address is not chosen after signing in");
      await assertAccessible(page, "/tools/safe-locations for a member");

      // The member adds a safe place, with the device's position.
      await page.getByRole("button", { name: safePlaces["safePlaces.filter.clear"], exact: true }).first().click();
      await page.waitForURL((url) => !url.searchParams.has("category"));
      await page.getByRole("button", { name: safePlaces["safePlaces.add.open"], exact: true }).click();
      const dialog = await visible(page.getByRole("dialog", { name: safePlaces["safePlaces.add.title"] }), "the add dialog");
      await dialog.getByRole("button", { name: safePlaces["safePlaces.form.submit"], exact: true }).click();
      const name = dialog.getByLabel(safePlaces["safePlaces.form.name"], { exact: true });
      if ((await name.getAttribute("aria-invalid")) !== "true") throw new Error("an empty name was not marked invalid");
      await assertAccessible(page, "the add dialog with field errors");
      await name.fill(safePlaceName);
      await dialog.getByLabel(safePlaces["safePlaces.form.category"], { exact: true }).selectOption("hospital");
      await dialog.getByLabel(safePlaces["safePlaces.form.address"], { exact: true }).fill("Route de Kenscoff, Kenscoff");
      await dialog.getByLabel(safePlaces["safePlaces.form.description"], { exact: true }).fill("Ijans louvri 24 sou 24, doktè ak enfimyè.");
      await dialog.getByRole("button", { name: safePlaces["safePlaces.form.locate"], exact: true }).click();
      await visible(dialog.getByText(safePlaces["safePlaces.form.located"], { exact: true }), "the position filled from the device");
      const latitude = await dialog.getByLabel(safePlaces["safePlaces.form.latitude"], { exact: true }).inputValue();
      if (Number(latitude) !== portAuPrince.latitude) throw new Error(`the device's latitude became ${latitude}`);
      await dialog.getByLabel(safePlaces["safePlaces.form.tags"], { exact: true }).fill("ijans, , 24 sou 24 ");
      await dialog.getByRole("button", { name: safePlaces["safePlaces.form.submit"], exact: true }).click();
      await visible(page.getByText(safePlaces["safePlaces.add.done"], { exact: true }).first(), "the 'added' toast");
      const mine = page.getByRole("region", { name: safePlaces["safePlaces.mine.title"] });
      await visible(cardOf(page, safePlaceName).getByText(safePlaces["safePlaces.status.pending"], { exact: true }), "the new place awaiting review");
      await visible(mine.getByRole("heading", { name: safePlaceName, exact: true }), "the new place among the member's own");
      await visible(cardOf(page, safePlaceName).getByRole("button", { name: safePlaces["safePlaces.card.editNamed"].replace("{name}", safePlaceName) }), "the edit button on one's own place");
      await fitsPhone(page, "/tools/safe-locations");
      await assertAccessible(page, "/tools/safe-locations with a place awaiting review");

      // The member adds a connection point that is not free: its requirements are asked then.
      await page.goto("/connectivity-map");
      await visible(page.getByRole("heading", { level: 1, name: connectionPoints["connectionPoints.title"], exact: true }), "the connection map's title");
      await visible(page.getByRole("region", { name: connectionPoints["connectionPoints.stats.label"] }).getByText(connectionPoints["connectionPoints.stats.averageSpeed"]), "the stat cards");
      await page.getByRole("button", { name: connectionPoints["connectionPoints.add.open"], exact: true }).click();
      const add = await visible(page.getByRole("dialog", { name: connectionPoints["connectionPoints.add.title"] }), "the add dialog");
      const requirements = add.getByLabel(connectionPoints["connectionPoints.form.requirements"], { exact: true });
      if ((await requirements.count()) !== 0) throw new Error("the requirements are asked of a free point");
      await add.getByLabel(connectionPoints["connectionPoints.form.name"], { exact: true }).fill(pointName);
      await add.getByLabel(connectionPoints["connectionPoints.form.type"], { exact: true }).selectOption("wifi");
      await add.getByLabel(connectionPoints["connectionPoints.form.address"], { exact: true }).fill("Rue Grégoire, Pétion-Ville");
      await add.getByLabel(connectionPoints["connectionPoints.form.description"], { exact: true }).fill("WiFi rapid nan kafe a.");
      await add.getByLabel(connectionPoints["connectionPoints.form.speed"], { exact: true }).fill("25,5");
      await add.getByLabel(connectionPoints["connectionPoints.form.reliability"], { exact: true }).fill("4");
      await add.getByLabel(connectionPoints["connectionPoints.form.isFree"], { exact: true }).uncheck();
      await (await visible(requirements, "the requirements once the point is not free")).fill("Achte yon kafe");
      await add.getByLabel(connectionPoints["connectionPoints.form.latitude"], { exact: true }).fill("18.5125");
      await add.getByLabel(connectionPoints["connectionPoints.form.longitude"], { exact: true }).fill("-72.2853");
      await assertAccessible(page, "the add connection point dialog");
      await add.getByRole("button", { name: connectionPoints["connectionPoints.form.submit"], exact: true }).click();
      await visible(page.getByText(connectionPoints["connectionPoints.add.done"], { exact: true }).first(), "the 'added' toast");
      await visible(cardOf(page, pointName).getByText(connectionPoints["connectionPoints.review.pending"], { exact: true }), "the new point awaiting review");
      await visible(cardOf(page, pointName).getByText("Achte yon kafe", { exact: true }), "the requirements of a paid point");
      await fitsPhone(page, "/connectivity-map");
      await assertAccessible(page, "/connectivity-map with a point awaiting review");

      // A moderator approves both from the review queue.
      const moderator = takeModerator();
      const desk = await pageOf(newPage, origin, moderator);
      await desk.goto("/moderation");
      await approve(desk, safePlaceName, review["review.kind.safePlace"]);
      await approve(desk, pointName, review["review.kind.connectionPoint"]);

      // Another member sees both verified, and may not correct them.
      const other = await signedInMember(origin, log, "lotmanm", "37180003");
      const reader = await pageOf(newPage, origin, other, { viewport: { width: 360, height: 740 } });
      await reader.goto("/tools/safe-locations?q=Kenscoff");
      const place = cardOf(reader, safePlaceName);
      await visible(reader.getByRole("list", { name: safePlaces["safePlaces.list"] }).getByRole("heading", { name: safePlaceName, exact: true }), "the verified place in the list");
      await visible(place.getByText(safePlaces["safePlaces.status.verified"], { exact: true }), "the 'Verifye' badge");
      await visible(place.getByText("24 sou 24", { exact: true }), "its tags, trimmed, without the empty one");
      if ((await place.getByRole("button").count()) !== 0) throw new Error("another member may edit the place");
      await assertAccessible(reader, "/tools/safe-locations for another member");
      await reader.goto("/connectivity-map?type=wifi");
      await reader.reload();
      const type = reader.getByRole("combobox", { name: connectionPoints["connectionPoints.filter.type"], exact: true });
      if ((await type.inputValue()) !== "wifi") throw new Error("the type from the address is not chosen after a reload");
      const point = cardOf(reader, pointName);
      await visible(point.getByText(connectionPoints["connectionPoints.review.verified"], { exact: true }), "the verified point");
      await visible(point.getByText(connectionPoints["connectionPoints.status.active"], { exact: true }), "the point's status 'Aktif'");
      await visible(point.getByText(connectionPoints["connectionPoints.speedValue"].replace("{speed}", "25,5"), { exact: true }), "its speed");
      if ((await point.getByRole("button").count()) !== 0) throw new Error("another member may edit the point");
      await fitsPhone(reader, "/connectivity-map");
      await assertAccessible(reader, "/connectivity-map for another member");
    },
  },
];
