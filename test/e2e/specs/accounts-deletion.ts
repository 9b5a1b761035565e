import account from "@kominote/core/i18n/messages/account/ht";
import auth from "@kominote/core/i18n/messages/auth/ht";
import errors from "@kominote/core/i18n/messages/errors/ht";
import ideas from "@kominote/core/i18n/messages/ideas/ht";
import users from "@kominote/core/i18n/messages/users/ht";
import { assertAccessible, type Spec, visible } from "../harness";
import { codeIn, currentUserStatus, expectMessage, headerSignInButton, type ServerLog, useSession } from "./accounts-support";
import { quietService, registeredMember } from "./community-support";
import { callApi } from "./services-support";

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

/** A member leaves Kominote from the account screen; what they shared stays, under "Ansyen manm". */
export const accountDeletionSpecs = (log: ServerLog): readonly Spec[] => [
  {
    name: "accounts: leaving, on a 360x740 phone A deletes their account with the code from the outbox and B sees A's idea under 'Ansyen manm'",
    run: async ({ origin, newPage }) => {
      const ana = await registeredMember(origin, "anakite", "37162001");
      const bob = await registeredMember(origin, "bobkite", "37162002");
      const service = await quietService(origin, ana);
      const idea = "Mete yon pon an bwa sou ravin nan pou timoun yo ka al lekòl lè lapli tonbe.";
      await callApi(origin, ana, "POST", "/api/ideas", { serviceId: service.id, content: idea });

      const page = await newPage(phone);
      await useSession(page, origin, ana.token);
      await page.goto("/account-settings");
      const card = page.getByRole("region", { name: account["account.deletion.title"] });
      await (await visible(card.getByRole("button", { name: account["account.deletion.open"], exact: true }), "the delete-account button")).click();
      const dialog = await visible(page.getByRole("alertdialog", { name: account["account.deletion.dialogTitle"] }), "the delete-account dialog");
      await visible(dialog.getByText(account["account.deletion.kept"], { exact: true }), "what stays, anonymized");
      await assertAccessible(page, "the delete-account dialog on a phone");

      const message = await expectMessage(log, ana.member.email, "code", () =>
        dialog.getByRole("button", { name: account["account.deletion.sendCode"], exact: true }).click(),
      );
      const field = await visible(dialog.getByRole("textbox", { name: auth["auth.login.codeLabel"] }), "the code field");
      const code = codeIn(message);
      // A wrong code first: told on the field, and nothing is deleted.
      await field.fill(code === "000000" ? "111111" : "000000");
      await dialog.getByRole("button", { name: account["account.deletion.confirm"], exact: true }).click();
      await visible(dialog.getByText(errors["errors.login.codeInvalid"], { exact: true }), "the wrong code's message on the field");
      await assertAccessible(page, "the delete-account dialog with a wrong code");

      await field.fill(code);
      await dialog.getByRole("button", { name: account["account.deletion.confirm"], exact: true }).click();
      await visible(page.getByText(account["account.deletion.done"], { exact: true }), "the 'account deleted' toast");
      await page.waitForURL((url) => url.pathname === "/");
      await visible(headerSignInButton(page), "the header's sign-in button once the account is gone");
      const status = await currentUserStatus(page);
      if (status !== 401) throw new Error(`after leaving, GET /api/auth/user answered ${status}, expected 401`);

      // Bob still reads Ana's idea, now under the former-member name.
      const bobPage = await newPage(phone);
      await useSession(bobPage, origin, bob.token);
      await bobPage.goto(`/services/${service.slug}`);
      await (await visible(bobPage.getByRole("tab", { name: ideas["ideas.tab"], exact: true }), "the ideas tab")).click();
      const shared = await visible(bobPage.getByRole("article").filter({ hasText: idea }), "Ana's idea, seen by Bob");
      await visible(shared.getByText(ideas["ideas.author.by"].replace("{name}", users["users.formerMember"]), { exact: true }), "'Pa Ansyen manm' on the idea");
      await assertAccessible(bobPage, "the ideas tab with a former member's idea");
    },
  },
];
