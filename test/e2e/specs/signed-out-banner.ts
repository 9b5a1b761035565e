import auth from "@kominote/core/i18n/messages/auth/ht";
import type { Page } from "playwright-core";
import { type Spec, visible } from "../harness";

/** Whether any footer link has a point of its centre line covered by something else on screen. */
const coveredFooterLinks = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("footer a")).flatMap((link) => {
      const box = link.getBoundingClientRect();
      const y = box.top + box.height / 2;
      if (box.height === 0 || y < 0 || y > window.innerHeight) return [];
      const hit = document.elementFromPoint(box.left + box.width / 2, y);
      return hit !== null && (hit === link || link.contains(hit)) ? [] : [link.getAttribute("href") ?? "?"];
    }),
  );

export const signedOutBannerSpecs: readonly Spec[] = [
  {
    name: "the signed-out banner stays in view while reading and never covers the footer's links, whatever the window's height",
    run: async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 390, height: 700 } });
      await page.goto("/about");
      const banner = await visible(page.getByRole("complementary", { name: auth["auth.banner.label"] }), "the signed-out banner");
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // Window heights that put the footer's top, then its links, at the bottom edge of the screen.
      const footerTop = await page.evaluate(() => (document.querySelector("footer")?.getBoundingClientRect().top ?? 0) + window.scrollY);
      for (let height = Math.max(320, Math.round(footerTop) - 40); height <= Math.min(pageHeight, footerTop + 400); height += 40) {
        await page.setViewportSize({ width: 390, height });
        await page.evaluate(() => window.scrollTo(0, 0));
        const covered = await coveredFooterLinks(page);
        if (covered.length > 0) throw new Error(`at a window ${height}px high, the footer links ${covered.join(", ")} are covered`);
      }
      // While the screen is scrolled, the banner is still on screen.
      await page.setViewportSize({ width: 390, height: 500 });
      await page.evaluate(() => window.scrollTo(0, 300));
      const box = await banner.boundingBox();
      if (box === null || box.y + box.height > 501 || box.y < 0) throw new Error(`the banner left the screen while reading: ${JSON.stringify(box)}`);
    },
  },
];
