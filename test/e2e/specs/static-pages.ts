import type { Language } from "@kominote/core/i18n/languages";
import { allStaticPages } from "@kominote/core/i18n/static-pages/all-pages";
import { assertAccessible, htmlLangIs, rememberLanguage, type Spec, visible } from "../harness";

const pages = ["about", "rules-of-engagement", "terms-conditions", "privacy-policy"] as const;
const checkedLanguages: readonly Language[] = ["ht", "en"];

/** The page's title as the content files (core/src/i18n/static-pages) write it, so a wrong language fails. */
const expectedTitle = (page: (typeof pages)[number], language: Language): Promise<string> =>
  Promise.resolve(allStaticPages[page][language].title);

export const staticPageSpecs: readonly Spec[] = pages.map((path) => ({
  name: `/${path} shows its title as the page heading in Creole and in English`,
  run: async ({ newPage }) => {
    for (const language of checkedLanguages) {
      const page = await newPage();
      await rememberLanguage(page, language);
      await page.goto(`/${path}`);
      await htmlLangIs(page, language);
      const title = await expectedTitle(path, language);
      await visible(page.getByRole("heading", { level: 1, name: title, exact: true }), `the <h1> "${title}" (${language})`);
      await assertAccessible(page, `/${path} (${language})`);
    }
  },
}));
