import type { Page } from "playwright-core";
import type { Language } from "@kominote/core/i18n/languages";
import { assertAccessible, htmlLangIs, type Spec, visible } from "../harness";
import { chooseLanguage } from "../language-switcher";
import { publicServices } from "../public-services";

/** The service cards show every service that has an image, named in `language`, and the '+N' toggle counts the rest. */
export const expectServiceCards = async (page: Page, origin: string, language: Language): Promise<void> => {
  const { withImage, withoutImage } = await publicServices(origin, language);
  for (const name of withImage) {
    await visible(page.getByText(name, { exact: true }), `the "${name}" service card (${language})`);
  }
  if (withoutImage.length > 0) {
    const toggle = page.getByRole("button", { name: new RegExp(`\\+\\s?${withoutImage.length}(?!\\d)`) });
    await visible(toggle, `the "+${withoutImage.length}" toggle for the services without an image (${language})`);
  }
};

/** Notes, from the page's first script on, every request the Content Security Policy refused. */
export const recordPolicyViolations = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} in ${event.sourceFile}:${event.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
};

export const homeSpecs: readonly Spec[] = [
  {
    name: "pages run within their Content Security Policy: nothing is refused on the home page, /tools or /ideas",
    run: async ({ origin, newPage }) => {
      const page = await newPage();
      const violations = await recordPolicyViolations(page);
      // Not /leaderboard: the first request of the run builds the week's board, which the
      // leaderboard spec makes itself after a contribution of its own.
      for (const path of ["/", "/tools", "/ideas"]) {
        await page.goto(path);
        if (path === "/") await expectServiceCards(page, origin, "ht");
        await page.waitForLoadState("networkidle");
        const refused = await violations();
        if (refused.length > 0) throw new Error(`on ${path}, the policy refused: ${refused.join("; ")}`);
      }
    },
  },
  {
    name: "home is in Creole by default, with the seeded services as cards and the +N toggle",
    run: async ({ origin, newPage }) => {
      const page = await newPage();
      await page.goto("/");
      await htmlLangIs(page, "ht");
      await expectServiceCards(page, origin, "ht");
      await assertAccessible(page, "/ (ht)");
    },
  },
  {
    name: "the header switcher turns the home page to English, the choice survives a reload, and back to Creole",
    run: async ({ origin, newPage }) => {
      const page = await newPage();
      await page.goto("/");
      await htmlLangIs(page, "ht");

      await chooseLanguage(page, "en");
      await htmlLangIs(page, "en");
      await expectServiceCards(page, origin, "en");
      await assertAccessible(page, "/ (en)");

      await page.reload();
      await htmlLangIs(page, "en");
      await expectServiceCards(page, origin, "en");

      await chooseLanguage(page, "ht");
      await htmlLangIs(page, "ht");
      await expectServiceCards(page, origin, "ht");
    },
  },
];
