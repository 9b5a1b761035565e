import shellEn from "@kominote/core/i18n/messages/shell/en";
import shell from "@kominote/core/i18n/messages/shell/ht";
import { assertAccessible, htmlLangIs, rememberLanguage, type Spec, visible } from "../harness";

export const notFoundSpecs: readonly Spec[] = [
  {
    name: "an unknown path shows the not-found screen with a way back home",
    run: async ({ newPage }) => {
      const page = await newPage();
      await page.goto("/paj-ki-pa-egziste/ankò");
      await htmlLangIs(page, "ht");
      const title = shell["shell.notFound.title"];
      await visible(page.getByRole("heading", { level: 1, name: title, exact: true }), `the not-found heading "${title}"`);
      await assertAccessible(page, "the not-found screen");
      const home = shell["shell.notFound.home"];
      await (await visible(page.getByRole("link", { name: home, exact: true }), `the "${home}" link`)).click();
      await page.waitForURL((url) => url.pathname === "/");
      await assertAccessible(page, "the home page reached from the not-found screen");
    },
  },
  {
    name: "the not-found screen speaks the reader's language and leads to the public services",
    run: async ({ newPage }) => {
      const page = await newPage();
      await rememberLanguage(page, "en");
      await page.goto("/no-such-page");
      await htmlLangIs(page, "en");
      await visible(page.getByRole("heading", { level: 1, name: shellEn["shell.notFound.title"], exact: true }), "the English not-found heading");
      const services = shellEn["shell.notFound.services"];
      await (await visible(page.getByRole("link", { name: services, exact: true }), `the "${services}" link`)).click();
      await page.waitForURL((url) => url.pathname === "/" && url.hash === "#services");
      await visible(page.locator("#services"), "the services section");
    },
  },
  {
    name: "/privacy, /terms and /cookies lead to the privacy policy, the terms and the policy's cookies section",
    run: async ({ newPage }) => {
      const page = await newPage();
      for (const [from, to] of [
        ["/privacy", "/privacy-policy"],
        ["/terms", "/terms-conditions"],
      ] as const) {
        await page.goto(from);
        await page.waitForURL((url) => url.pathname === to);
        await visible(page.getByRole("heading", { level: 1 }), `the page ${to} reached from ${from}`);
      }
      await page.goto("/cookies");
      await page.waitForURL((url) => url.pathname === "/privacy-policy" && url.hash === "#cookies");
      await visible(page.locator("#cookies"), "the privacy policy's cookies section");
      await assertAccessible(page, "/privacy-policy#cookies reached from /cookies");
    },
  },
];
