import { assertAccessible, htmlLangIs, type Spec } from "../harness";
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
];
