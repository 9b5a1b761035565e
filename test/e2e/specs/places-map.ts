import auth from "@kominote/core/i18n/messages/auth/ht";
import moderation from "@kominote/core/i18n/messages/moderation/ht";
import places from "@kominote/core/i18n/messages/places/ht";
import points from "@kominote/core/i18n/messages/points/ht";
import review from "@kominote/core/i18n/messages/review/ht";
import { pointsTable } from "@kominote/core/rules/points-table";
import type { Location } from "@kominote/core/schemas/locations";
import type { Page } from "playwright-core";
import { assertAccessible, chooseFiles, htmlLangIs, type Spec, visible, watchFor } from "../harness";
import { recordPolicyViolations } from "./home";
import { eventually, jpegPhoto, openNotificationPanel, pageOf, portAuPrince, type ServiceSpecTools, signedInMember } from "./services-support";

const phone = { viewport: { width: 360, height: 740 } } as const;

/** The finder's 'Jwenn kote m ye' pressed, on whatever the device answers. */
const pressLocate = async (page: Page): Promise<void> => {
  await (await visible(page.getByRole("button", { name: places["places.finder.locate"], exact: true }), "the 'find where I am' button")).click();
};

const noSidewaysScroll = async (page: Page, what: string): Promise<void> => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 360) throw new Error(`${what} scrolls sideways at 360 px (${width} px wide)`);
};

/**
 * The places screens (SPEC 2, "Location finder", "Map of places") on a 360x740 phone in Creole:
 * the device's position granted, refused, unavailable and too slow; a member's place with a photo
 * approved by a moderator, then on the map and behind its shared link; the map used by keyboard.
 */
export const placesMapSpecs = ({ log, takeModerator }: ServiceSpecTools): readonly Spec[] => [
  {
    name: "places: /lokate finds the position when the device grants it, and names a refusal, an unavailable position and a timeout each in its own words",
    run: async ({ newPage }) => {
      const granted = await newPage({ ...phone, geolocation: portAuPrince, permissions: ["geolocation"] });
      await granted.goto("/lokate");
      await htmlLangIs(granted, "ht");
      await visible(granted.getByRole("heading", { level: 1, name: places["places.lokate.title"], exact: true }), "the finder's title");
      await visible(granted.getByRole("heading", { name: places["places.prompt.title"], exact: true }), "the visitor's invitation to sign in");
      // One invitation, not two stacked over the form: the site-wide banner stays off this page.
      const banner = granted.getByRole("complementary", { name: auth["auth.banner.label"] });
      if ((await banner.count()) !== 0) throw new Error("/lokate shows the signed-out banner over its own floating prompt");
      await pressLocate(granted);
      await visible(granted.getByText(portAuPrince.latitude.toFixed(6), { exact: true }), "the latitude to 6 decimals");
      await visible(granted.getByText(portAuPrince.longitude.toFixed(6), { exact: true }), "the longitude to 6 decimals");
      await noSidewaysScroll(granted, "/lokate");
      await assertAccessible(granted, "/lokate with the position found");
      // Elsewhere, the same visitor still sees the banner; back on the finder, it is gone again.
      await granted.goto("/map");
      await visible(banner, "the signed-out banner on /map");
      await granted.goBack();
      await visible(granted.getByRole("heading", { name: places["places.prompt.title"], exact: true }), "the invitation back on /lokate");
      if ((await banner.count()) !== 0) throw new Error("/lokate shows the signed-out banner once the visitor comes back to it");

      // No permission: Chromium refuses.
      const refused = await newPage(phone);
      await refused.goto("/lokate");
      await pressLocate(refused);
      await visible(refused.getByText(places["places.geo.denied"], { exact: true }), "the 'denied' message");
      await assertAccessible(refused, "/lokate with the position refused");

      // Permission, but the device knows no position (DevTools' 'location unavailable').
      const unknown = await newPage({ ...phone, permissions: ["geolocation"] });
      const session = await unknown.context().newCDPSession(unknown);
      await session.send("Emulation.setGeolocationOverride", {});
      await unknown.goto("/lokate");
      await pressLocate(unknown);
      await visible(unknown.getByText(places["places.geo.unavailable"], { exact: true }), "the 'unavailable' message");

      // A device that never answers: the finder's own 10 s limit ends the wait (the clock is run forward).
      const slow = await newPage(phone);
      await slow.addInitScript(() => {
        Geolocation.prototype.getCurrentPosition = function (_found: PositionCallback, failed?: PositionErrorCallback | null, options?: PositionOptions) {
          if (options?.timeout !== undefined) setTimeout(() => failed?.({ code: 3 } as GeolocationPositionError), options.timeout);
        };
      });
      await slow.clock.install();
      await slow.goto("/lokate");
      await pressLocate(slow);
      await slow.clock.runFor(9_000);
      if ((await slow.getByText(places["places.geo.timeout"], { exact: true }).count()) > 0) throw new Error("the timeout message came before 10 s");
      await slow.clock.runFor(1_100);
      await visible(slow.getByText(places["places.geo.timeout"], { exact: true }), "the 'timeout' message after 10 s");
    },
  },
  {
    name: "places: a member adds a place with a photo on /lokate, a moderator approves it, the member gets the points and the notification, /map shows its marker and /map?place=id opens it, and the map works by keyboard alone",
    run: async ({ origin, newPage }) => {
      const author = await signedInMember(origin, log, "kotemoun", "37210001");
      const moderator = takeModerator();
      const name = "Mache Kwa-de-Bouke";

      const member = await pageOf(newPage, origin, author, phone);
      await member.goto("/lokate");
      await htmlLangIs(member, "ht");
      const form = member.getByRole("form", { name: places["places.form.title"], exact: true });
      // Both rules of SPEC 5 before anything is sent: a name, and the coordinates found first.
      await (await visible(member.getByRole("button", { name: places["places.form.submit"], exact: true }), "the submit button")).click();
      await visible(member.getByText(places["places.form.nameRequired"], { exact: true }), "'Tanpri antre non kote a.'");
      await visible(member.getByText(places["places.form.coordinatesFirst"], { exact: true }), "'find your coordinates first'");
      await assertAccessible(member, "/lokate with the form's problems");
      await pressLocate(member);
      await visible(member.getByText(portAuPrince.latitude.toFixed(6), { exact: true }), "the member's latitude");
      await member.getByLabel(places["places.form.name"], { exact: true }).fill(name);
      await member.getByLabel(places["places.form.description"], { exact: true }).fill("Mache piblik bò wout nasyonal la.");
      await chooseFiles(form, places["places.form.choosePhoto"], await jpegPhoto("mache.jpg"));
      await visible(member.getByText(places["places.form.photoChosen"].replace("{name}", "mache.jpg"), { exact: true }), "the chosen photo's name");
      await member.getByRole("button", { name: places["places.form.submit"], exact: true }).click();
      await visible(member.getByText(places["places.form.done"], { exact: true }).first(), "the 'Siksè!' toast");
      const approvedBefore = (await (await fetch(`${origin}/api/locations?q=${encodeURIComponent(name)}`)).json()) as Location[];
      if (approvedBefore.some((place) => place.name === name)) throw new Error("a place waiting for review is listed for everyone");

      // The moderator approves it from the review queue.
      const desk = await pageOf(newPage, origin, moderator);
      await desk.goto("/moderation");
      const item = await visible(desk.getByRole("tabpanel").getByRole("listitem").filter({ has: desk.getByRole("heading", { name, exact: true }) }), "the place in the review queue");
      await visible(item.getByText(review["review.kind.location"], { exact: true }), "the place's kind in the queue");
      await assertAccessible(desk, "/moderation with a place");
      // The member's points toast lasts a few seconds from the approval's arrival: watched for from now on.
      const toast = member.getByRole("status", { name: points["points.toast.label"] });
      const pointsToastShown = watchFor(
        toast.getByText(points["points.toast.gained"].replace("{points}", String(pointsTable.placeApproved.points)), { exact: true }),
        "the points toast for the approval",
      );
      await item.getByRole("button", { name: review["review.queue.approve"], exact: true }).click();
      await visible(desk.getByText(review["review.queue.approved"].replace("{title}", name), { exact: true }), "the approved toast");

      // The member is paid and told.
      await pointsToastShown();
      const panel = await openNotificationPanel(member);
      await visible(panel.getByText(moderation["moderation.notification.locationApproved.title"], { exact: true }), "the approval notification");

      // Published: with its photo, on the map, and behind its own address.
      let published: Location | undefined;
      await eventually(async () => {
        const found = (await (await fetch(`${origin}/api/locations?q=${encodeURIComponent(name)}`)).json()) as Location[];
        published = found.find((place) => place.name === name);
        return published !== undefined;
      }, "the approved place in the public list");
      if (published?.photoUrl === null || published?.photoUrl === undefined) throw new Error("the approved place lost its photo");

      // The finder's search: by name, then by distance from the reader, narrowed by region on the server.
      const finder = await newPage({ ...phone, geolocation: portAuPrince, permissions: ["geolocation"] });
      await finder.goto("/lokate?tab=search");
      await finder.getByRole("searchbox", { name: places["places.search.q"], exact: true }).fill(name);
      await finder.waitForURL((url) => url.searchParams.get("q") === name);
      await (await visible(finder.getByRole("button", { name: places["places.search.select"].replace("{name}", name), exact: true }), "the place in the finder's list")).click();
      await visible(finder.getByRole("heading", { level: 2, name, exact: true }), "the place's card");
      await visible(finder.getByText(`${published.latitude.toFixed(6)}, ${published.longitude.toFixed(6)}`, { exact: true }), "its coordinates in the card");
      await (await visible(finder.getByRole("button", { name: places["places.search.locate"], exact: true }), "the button finding the reader's position")).click();
      await finder.getByLabel(places["places.search.sort"], { exact: true }).selectOption("distance");
      await finder.waitForURL((url) => url.searchParams.get("sort") === "distance");
      await visible(finder.getByText(places["places.distance"].replace("{distance}", "0 m"), { exact: true }), "the distance in metres under a kilometre");
      await noSidewaysScroll(finder, "/lokate's search");
      await assertAccessible(finder, "/lokate's search with a place chosen");
      await finder.getByLabel(places["places.search.region"], { exact: true }).selectOption("north");
      await visible(finder.getByText(places["places.search.empty.title"], { exact: true }), "no place of Port-au-Prince in the north");

      const visitor = await newPage(phone);
      const violations = await recordPolicyViolations(visitor);
      await visitor.goto("/map");
      await visible(visitor.getByRole("heading", { level: 1, name: places["places.map.title"], exact: true }), "the map page's title");
      const map = await visible(visitor.getByRole("region", { name: places["places.map.label"], exact: true }), "the interactive map");
      const marker = await visible(map.getByRole("button", { name, exact: true }), "the place's marker");
      await visible(visitor.getByRole("button", { name: places["places.mapView.zoomIn"], exact: true }), "the zoom-in button");
      await noSidewaysScroll(visitor, "/map");
      // Leaflet's code, styles and tiles all within the page's Content Security Policy.
      const refused = await violations();
      if (refused.length > 0) throw new Error(`on /map, the policy refused: ${refused.join("; ")}`);
      await assertAccessible(visitor, "/map for a visitor");
      await marker.click();
      const dialog = await visible(visitor.getByRole("dialog", { name }), "the place's detail dialog");
      await visible(dialog.getByText(`${published.latitude.toFixed(6)}, ${published.longitude.toFixed(6)}`, { exact: true }), "the coordinates to 6 decimals");
      await visible(dialog.getByRole("link", { name: new RegExp(places["places.detail.openMap"]) }), "the OpenStreetMap link");
      await assertAccessible(visitor, "the place's detail dialog");

      const shared = await newPage(phone);
      await shared.goto(`/map?place=${published.id}`);
      await visible(shared.getByRole("dialog", { name }), "the dialog opened by /map?place=id");

      // Keyboard alone: Tab reaches the marker, Enter opens it, Escape closes and gives the focus back.
      const keys = await newPage({ viewport: { width: 1280, height: 900 } });
      await keys.goto("/map");
      await visible(keys.getByRole("region", { name: places["places.map.label"], exact: true }).getByRole("button", { name, exact: true }), "the marker for the keyboard user");
      let reached = false;
      for (let press = 0; press < 80 && !reached; press += 1) {
        await keys.keyboard.press("Tab");
        reached = await keys.evaluate((label) => document.activeElement?.getAttribute("title") === label, name);
      }
      if (!reached) throw new Error("Tab never reached the place's marker");
      await keys.keyboard.press("Enter");
      await visible(keys.getByRole("dialog", { name }), "the dialog opened with Enter");
      await keys.keyboard.press("Escape");
      await eventually(async () => (await keys.getByRole("dialog").count()) === 0, "the dialog closed by Escape");
      // The list is the equal alternative: the same place, opened from its row.
      await keys.getByRole("button", { name: places["places.search.select"].replace("{name}", name), exact: true }).first().focus();
      await keys.keyboard.press("Enter");
      await visible(keys.getByRole("dialog", { name }), "the dialog opened from the list");
      await assertAccessible(keys, "/map opened by keyboard");
    },
  },
  {
    name: "places: on /map a member adds a place with the device's position, sees it awaiting review under their own places, and edits it; a visitor's 'add' asks them to sign in",
    run: async ({ origin, newPage }) => {
      const visitor = await newPage(phone);
      await visitor.goto("/map");
      await (await visible(visitor.getByRole("button", { name: places["places.map.add"], exact: true }), "the visitor's add button")).click();
      await visible(visitor.getByText(places["places.signIn.title"], { exact: true }).first(), "'Ou dwe konekte'");
      await visible(visitor.getByRole("dialog"), "the sign-in dialog");

      const author = await signedInMember(origin, log, "kotekat", "37210003");
      const member = await pageOf(newPage, origin, author, phone);
      await member.goto("/map");
      await (await visible(member.getByRole("button", { name: places["places.map.add"], exact: true }), "the add button")).click();
      const add = await visible(member.getByRole("dialog", { name: places["places.dialog.addTitle"] }), "the add dialog");
      await add.getByLabel(places["places.form.name"], { exact: true }).fill("Plas Jeremi");
      await add.getByRole("button", { name: places["places.dialog.useMyPosition"], exact: true }).click();
      await visible(add.getByText(`${portAuPrince.latitude.toFixed(6)}, ${portAuPrince.longitude.toFixed(6)}`, { exact: true }), "the position in the dialog");
      await assertAccessible(member, "the add dialog on /map");
      await add.getByRole("button", { name: places["places.dialog.save"], exact: true }).click();
      await visible(member.getByText(places["places.map.added"], { exact: true }).first(), "'Kote ajoute ak siksè!'");

      const mine = places["places.map.tab.my"].replace("{count}", "1");
      await (await visible(member.getByRole("tab", { name: mine, exact: true }), `the '${mine}' tab`)).click();
      const own = member.getByRole("tabpanel");
      await visible(own.getByText(places["places.review.pending"], { exact: true }), "the place awaiting review");
      await noSidewaysScroll(member, "/map with the member's places");
      await assertAccessible(member, "/map, the member's own places");
      await own.getByRole("button", { name: places["places.map.editLabel"].replace("{name}", "Plas Jeremi"), exact: true }).click();
      const edit = await visible(member.getByRole("dialog", { name: places["places.dialog.editTitle"] }), "the edit dialog");
      const nameField = edit.getByLabel(places["places.form.name"], { exact: true });
      if ((await nameField.inputValue()) !== "Plas Jeremi") throw new Error("the edit dialog did not open with the place's name");
      await nameField.fill("Gran Plas Jeremi");
      await edit.getByRole("button", { name: places["places.dialog.save"], exact: true }).click();
      await visible(member.getByText(places["places.map.edited"], { exact: true }).first(), "'Kote modifye ak siksè!'");
      await visible(member.getByRole("tabpanel").getByRole("heading", { name: "Gran Plas Jeremi", exact: true }), "the renamed place in the member's list");
    },
  },
];
