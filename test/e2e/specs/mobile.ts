import auth from "@kominote/core/i18n/messages/auth/ht";
import registration from "@kominote/core/i18n/messages/registration/ht";
import services from "@kominote/core/i18n/messages/services/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import skills from "@kominote/core/i18n/messages/skills/ht";
import { skillsCatalogue } from "@kominote/core/rules/skills-catalogue";
import { assertAccessible, htmlLangIs, type Spec, visible } from "../harness";
import { expectServiceCards } from "./home";

export const mobileSpecs: readonly Spec[] = [
  {
    name: "home on a 360x740 phone: cards shown, nothing wider than the screen",
    run: async ({ origin, newPage }) => {
      const page = await newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      await page.goto("/");
      await htmlLangIs(page, "ht");
      await expectServiceCards(page, origin, "ht");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) throw new Error(`the page is ${overflow}px wider than the 360px screen (horizontal scrolling)`);
      await assertAccessible(page, "/ on a 360x740 phone");
    },
  },
  {
    name: "a service's tabs on a 360x740 phone: all four in view, the chosen one kept in the address",
    run: async ({ origin, newPage }) => {
      const page = await newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      const response = await fetch(`${origin}/api/public-services`, { headers: { "accept-language": "ht" } });
      const [service] = (await response.json()) as { slug: string }[];
      if (service === undefined) throw new Error("no public service to open");
      await page.goto(`/services/${service.slug}`);
      const tabList = await visible(page.getByRole("tablist", { name: services["services.tabs.label"] }), "the service's tabs");
      const tabs = tabList.getByRole("tab");
      if ((await tabs.count()) !== 4) throw new Error("the service page does not show four tabs");
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        if (box === null || box.x < 0 || box.x + box.width > 360) {
          throw new Error(`the tab "${await tab.textContent()}" is cut off at 360px (${JSON.stringify(box)})`);
        }
      }
      const community = tabList.getByRole("tab", { name: services["services.tabs.community"], exact: true });
      await community.tap();
      await page.waitForURL((url) => url.searchParams.get("tab") === "community");
      await page.reload();
      await visible(page.getByRole("tab", { name: services["services.tabs.community"], selected: true }), "the community tab after a reload");
      await assertAccessible(page, `/services/${service.slug}?tab=community on a 360x740 phone`);
    },
  },
  {
    name: "a toast on a 360x740 phone leaves the wizard's Continue button uncovered",
    run: async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      // A registration resumed on the skills step, whose toggles announce the count in a toast.
      const draft = {
        firstName: "Rose",
        lastName: "Telefòn",
        birthday: "1990-04-12",
        email: "rose.telefon@example.ht",
        phoneNumber: "+509 3711 0099",
        profilePhoto: "",
        skills: [],
        primaryService: "",
      };
      await page.addInitScript((saved) => window.sessionStorage.setItem("kominote.registration", saved), JSON.stringify({ draft, stepIndex: 5 }));
      // The wizard as the banner opens it: a dialog filling the phone's screen.
      await page.goto("/about");
      const banner = await visible(page.getByRole("complementary", { name: auth["auth.banner.label"] }), "the signed-out banner");
      await banner.getByRole("button", { name: auth["auth.banner.register"], exact: true }).tap();
      await visible(page.getByRole("heading", { name: registration["registration.skills.title"], exact: true }), "the skills step");
      const key = skillsCatalogue[0]?.skills[0]?.labelKey as keyof typeof skills | undefined;
      if (key === undefined) throw new Error("the skills catalogue is empty");
      await (await visible(page.getByRole("button", { name: skills[key], exact: true, pressed: false }), "a skill toggle")).tap();
      const toast = await visible(
        page.getByRole("region", { name: shell["shell.toast.region"] }).filter({ hasText: registration["registration.skills.count.one"].replace("{count}", "1") }),
        "the skill count toast",
      );
      const next = page.getByRole("button", { name: registration["registration.continue"], exact: true });
      // The member has scrolled just far enough to reach Continue: it sits at the screen's bottom edge.
      await next.evaluate((button) => button.scrollIntoView({ block: "end" }));
      const [toastBox, nextBox] = [await toast.boundingBox(), await next.boundingBox()];
      if (toastBox === null || nextBox === null) throw new Error("the toast or the Continue button has no box");
      const overlaps =
        toastBox.x < nextBox.x + nextBox.width &&
        nextBox.x < toastBox.x + toastBox.width &&
        toastBox.y < nextBox.y + nextBox.height &&
        nextBox.y < toastBox.y + toastBox.height;
      if (overlaps) throw new Error(`the toast ${JSON.stringify(toastBox)} covers Continue ${JSON.stringify(nextBox)}`);
    },
  },
];
