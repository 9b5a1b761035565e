import shell from "@kominote/core/i18n/messages/shell/ht";
import { assertAccessible, htmlLangIs, type Spec, visible } from "../harness";

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
];
