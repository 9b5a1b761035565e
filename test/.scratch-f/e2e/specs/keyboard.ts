import shell from "@kominote/core/i18n/messages/shell/ht";
import { type Spec, visible } from "../harness";
import { languageSwitcher } from "../language-switcher";

/** How many Tab presses a keyboard user may need, from the top, to reach the language switcher. */
const maxTabsToSwitcher = 25;

export const keyboardSpecs: readonly Spec[] = [
  {
    name: "keyboard: the first Tab reaches the skip link, and Tab reaches the language switcher",
    run: async ({ newPage }) => {
      const page = await newPage();
      await page.goto("/");
      await visible(page.getByRole("banner"), "the page header");

      await page.keyboard.press("Tab");
      const skip = await page.evaluate(() => {
        const active = document.activeElement;
        const href = active instanceof HTMLAnchorElement ? active.getAttribute("href") : null;
        return {
          href,
          text: active?.textContent?.trim() ?? "",
          targetExists: href !== null && href.startsWith("#") && document.getElementById(href.slice(1)) !== null,
          visibleWhenFocused: active instanceof HTMLElement && active.getBoundingClientRect().height > 0,
        };
      });
      if (skip.href === null || !skip.href.startsWith("#")) {
        throw new Error(`the first Tab should focus a skip link (<a href="#...">), it focused "${skip.text}" (href ${skip.href})`);
      }
      if (skip.text !== shell["shell.skipToContent"]) {
        throw new Error(`the skip link reads "${skip.text}", expected "${shell["shell.skipToContent"]}"`);
      }
      if (!skip.targetExists) throw new Error(`the skip link points to ${skip.href}, which is not on the page`);
      if (!skip.visibleWhenFocused) throw new Error("the skip link stays invisible when focused");

      const switcher = await languageSwitcher(page);
      for (let presses = 1; presses <= maxTabsToSwitcher; presses += 1) {
        await page.keyboard.press("Tab");
        if (await switcher.evaluate((element) => element === document.activeElement)) return;
      }
      throw new Error(`the language switcher was not reached within ${maxTabsToSwitcher} Tab presses`);
    },
  },
];
