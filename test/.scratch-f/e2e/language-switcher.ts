import type { Locator, Page } from "playwright-core";
import { type Language, languageNames } from "@kominote/core/i18n/languages";
import { defaultTimeoutMs, visible } from "./harness";

/**
 * The header's language switcher, found by role the way a screen reader user finds it: a
 * native select (combobox) in the banner, or a button that opens the list of languages
 * (react-aria Select / Menu), whose accessible name mentions the language.
 */
export const languageSwitcher = async (page: Page): Promise<Locator> => {
  const banner = page.getByRole("banner");
  await visible(banner, "the page header (banner landmark)");
  const combobox = banner.getByRole("combobox");
  const trigger = banner.getByRole("button", { name: /lang|idiom|Kreyòl|English|Français|Español|Português/i });
  const either = combobox.or(trigger).first();
  try {
    await either.waitFor({ state: "visible", timeout: defaultTimeoutMs });
  } catch {
    throw new Error("expected a language switcher in the header (a combobox, or a button naming the language)");
  }
  return either;
};

/** Chooses `language` with the header switcher, as a visitor does. */
export const chooseLanguage = async (page: Page, language: Language): Promise<void> => {
  const switcher = await languageSwitcher(page);
  const name = languageNames[language];
  const isNativeSelect = await switcher.evaluate((element) => element.tagName === "SELECT");
  if (isNativeSelect) {
    await switcher.selectOption(language).catch(() => switcher.selectOption({ label: name }));
    return;
  }
  await switcher.click();
  const choice = page
    .getByRole("option", { name })
    .or(page.getByRole("menuitemradio", { name }))
    .or(page.getByRole("menuitem", { name }))
    .or(page.getByRole("radio", { name }));
  await (await visible(choice, `the "${name}" choice in the language list`)).click();
};
