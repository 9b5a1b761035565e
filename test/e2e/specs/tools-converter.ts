import converter from "@kominote/core/i18n/messages/converter/ht";
import tools from "@kominote/core/i18n/messages/tools/ht";
import { convertAmount } from "@kominote/core/rules/currency";
import type { ExchangeRates } from "@kominote/core/schemas/exchange-rates";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, htmlLangIs, type Spec, visible } from "../harness";

/** Intl separates French digit groups with a narrow no-break space; compare with plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/[\u202f\u00a0]/g, " ").trim();

/** The amount as the screen writes it in Creole (French-Haitian digits), by the browser's own Intl. */
const creoleMoney = (page: Page, value: number): Promise<string> =>
  page.evaluate(
    (amount) => new Intl.NumberFormat(["ht", "fr-HT"], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount),
    value,
  );

const resultLine = (page: Page): Locator =>
  page.getByRole("heading", { level: 2, name: converter["converter.result.title"], exact: true }).locator("xpath=following-sibling::p[1]");

export const toolsConverterSpecs: readonly Spec[] = [
  {
    name: "tools: a visitor opens the currency converter from /tools, converts 100 USD to HTG at the server's rates, swaps, and is told 'abc' is no amount",
    run: async ({ origin, newPage }) => {
      const answer = await fetch(`${origin}/api/exchange-rates`);
      if (!answer.ok) throw new Error(`GET /api/exchange-rates answered ${answer.status}`);
      const { rates } = (await answer.json()) as ExchangeRates;

      const page = await newPage();
      await page.goto("/tools");
      await htmlLangIs(page, "ht");
      const open = tools["tools.openTool"].replace("{name}", tools["tools.currencyConverter.name"]);
      await (await visible(page.getByRole("link", { name: open, exact: true }), `the "${open}" link`)).click();
      await page.waitForURL((url) => url.pathname === "/tools/currency-converter");
      await visible(page.getByRole("heading", { level: 1, name: converter["converter.title"], exact: true }), "the converter's title");
      await visible(page.getByText(/^To yo mete ajou /), "the rates' date");

      const amount = await visible(page.getByRole("textbox", { name: converter["converter.amount"] }), "the amount box");
      if ((await amount.getAttribute("inputmode")) !== "decimal") throw new Error("the amount box does not open the decimal keypad");
      const from = page.getByRole("combobox", { name: converter["converter.from"], exact: true });
      const to = page.getByRole("combobox", { name: converter["converter.to"], exact: true });
      await from.selectOption("USD");
      await to.selectOption("HTG");
      await amount.fill("100");
      await page.getByRole("button", { name: converter["converter.convert"], exact: true }).click();
      await visible(page.getByRole("button", { name: converter["converter.converting"], exact: true }), "the convert button's busy state");

      const expected = `${await creoleMoney(page, 100)} USD = ${await creoleMoney(page, convertAmount(100, "USD", "HTG", rates))} HTG`;
      if (!/^100,00 USD = \d{1,3}( \d{3})*,\d{2} HTG$/.test(plain(expected))) throw new Error(`"${expected}" is not written the Creole way`);
      const line = await visible(resultLine(page), "the result");
      const shown = plain(await line.textContent());
      if (shown !== plain(expected)) throw new Error(`expected the result "${plain(expected)}", the screen shows "${shown}"`);
      await assertAccessible(page, "/tools/currency-converter with a result");

      await page.getByRole("button", { name: converter["converter.swap"], exact: true }).click();
      if ((await from.inputValue()) !== "HTG" || (await to.inputValue()) !== "USD") throw new Error("the swap did not exchange the currencies");
      if ((await resultLine(page).count()) !== 0) throw new Error("the previous result is still shown after the swap");

      await amount.fill("abc");
      await page.getByRole("button", { name: converter["converter.convert"], exact: true }).click();
      await visible(page.getByRole("alert").filter({ hasText: converter["converter.amount.invalid"] }), "the hint that 'abc' is no amount");
      if ((await amount.getAttribute("aria-invalid")) !== "true") throw new Error("the amount box is not marked invalid");
      await page.waitForTimeout(700);
      if ((await resultLine(page).count()) !== 0) throw new Error("a result is shown for 'abc'");
      await assertAccessible(page, "/tools/currency-converter with an amount that is not a number");
    },
  },
];
