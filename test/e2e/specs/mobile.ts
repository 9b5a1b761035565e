import services from "@kominote/core/i18n/messages/services/ht";
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
];
