import { readFile } from "node:fs/promises";
import account from "@kominote/core/i18n/messages/account/ht";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import { memberFor, registerThroughApi, useSession } from "./accounts-support";

/** The member downloads everything kept about them from the account settings screen. */
export const accountOwnDataSpecs: readonly Spec[] = [
  {
    name: "accounts: own data, 'Telechaje done m yo' on /account-settings saves the member's file (keyboard)",
    run: async ({ origin, newPage }) => {
      const member = memberFor("odette", "37120031");
      const { kdsNumber, token } = await registerThroughApi(origin, member);
      const page = await newPage({ acceptDownloads: true });
      await useSession(page, origin, token);
      await page.goto("/account-settings");
      const card = page.getByRole("region", { name: account["account.ownData.title"] });
      const button = await visible(card.getByRole("button", { name: account["account.ownData.download"], exact: true }), "the download button");
      await assertAccessible(page, "/account-settings with the data card");

      await button.focus();
      const [download] = await Promise.all([page.waitForEvent("download", { timeout: defaultTimeoutMs }), page.keyboard.press("Enter")]);

      if (!new RegExp(`^kominote-${kdsNumber}-\\d{4}-\\d{2}-\\d{2}\\.json$`).test(download.suggestedFilename())) {
        throw new Error(`the file is named ${download.suggestedFilename()}, not after member ${kdsNumber}`);
      }
      const saved = JSON.parse(await readFile(await download.path(), "utf8")) as { profile: { fullName: string; memberNumber: string } };
      if (saved.profile.fullName !== member.fullName || saved.profile.memberNumber !== kdsNumber) {
        throw new Error(`the file holds ${JSON.stringify(saved.profile)}, not the member's profile`);
      }
      await visible(card.getByText(account["account.ownData.ready"], { exact: true }), "the downloaded message");
      await assertAccessible(page, "/account-settings after the download");
    },
  },
];
