import account from "@kominote/core/i18n/messages/account/ht";
import auth from "@kominote/core/i18n/messages/auth/ht";
import registration from "@kominote/core/i18n/messages/registration/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import users from "@kominote/core/i18n/messages/users/ht";
import type { Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import {
  expectMessage,
  memberFor,
  registerThroughApi,
  type ServerLog,
  signInThroughApi,
  useSession,
  verificationPathIn,
} from "./accounts-support";

const banner = (page: Page) => page.getByRole("complementary", { name: auth["auth.banner.label"] });

/** A definition-list value on the account screen's view mode, found by its term. */
const shownValue = (page: Page, value: string) => page.getByRole("main").getByText(value, { exact: true });

export const accountScreenSpecs = (log: ServerLog): readonly Spec[] => [
  {
    name: "accounts: the profile edit saves the bio and address ('Pwofil ki ajou'), kept after a reload",
    run: async ({ origin, newPage }) => {
      const member = memberFor("nadege", "37120006");
      await registerThroughApi(origin, member);
      const token = await signInThroughApi(origin, log, member);
      const page = await newPage();
      await useSession(page, origin, token);
      await page.goto("/account");
      const main = page.getByRole("main");
      await visible(main.getByRole("heading", { name: member.fullName }), "the member's name on the account screen");
      await visible(main.getByText(/^KDS-\d{7}-\d$/), "the read-only member number");
      await assertAccessible(page, "/account (view)");

      await main.getByRole("button", { name: account["account.edit"], exact: true }).click();
      const address = await visible(main.getByLabel(account["account.fields.address"], { exact: true }), "the address field");
      const bio = main.getByLabel(account["account.fields.bio"], { exact: true });
      await visible(main.getByRole("button", { name: account["account.photo.change"], exact: true }), "the change-photo button");
      await assertAccessible(page, "/account (edit)");
      const newAddress = "12, Ri Kapwa, Jakmèl";
      const newBio = "Enfimyè nan Jakmèl, mwen renmen ede moun aprann li.";
      await address.fill(newAddress);
      await bio.fill(newBio);
      await main.getByRole("button", { name: account["account.save"], exact: true }).click();
      await visible(page.getByText(account["account.saved"], { exact: true }), `the "${account["account.saved"]}" toast`);
      await visible(shownValue(page, newAddress), "the new address after saving");

      await page.reload();
      await visible(shownValue(page, newAddress), "the new address after a reload");
      await visible(shownValue(page, newBio), "the new bio after a reload");
      await assertAccessible(page, "/account after saving and reloading");
    },
  },
  {
    name: "accounts: the signed-out banner, /konekte with the modal open, and the /verify-email states",
    run: async ({ origin, newPage }) => {
      const page = await newPage();
      await page.goto("/about");
      const bar = await visible(banner(page), "the signed-out banner on /about");
      await assertAccessible(page, "the signed-out banner");
      await bar.getByRole("button", { name: auth["auth.banner.login"], exact: true }).click();
      await visible(page.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in modal opened from the banner");
      try {
        await banner(page).waitFor({ state: "hidden", timeout: defaultTimeoutMs });
      } catch {
        throw new Error("the signed-out banner stays while the sign-in modal is open");
      }

      await page.goto("/");
      if ((await banner(page).count()) > 0) throw new Error("the signed-out banner shows on /");

      await page.goto("/konekte");
      await visible(page.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in modal on /konekte");
      await assertAccessible(page, "/konekte");

      // GET /api/login leads a browser to the sign-in.
      await page.goto("/api/login");
      await visible(page.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in after GET /api/login");

      await page.goto("/verify-email");
      await visible(page.getByText(registration["registration.verify.error"], { exact: true }), "the error state without a token");
      await visible(page.getByRole("link", { name: registration["registration.verify.register"] }), "the link to /register");
      await assertAccessible(page, "/verify-email without a token");

      // The link from the registration e-mail confirms the address; a second click says it already is.
      const member = memberFor("wideline", "37120007");
      const message = await expectMessage(log, member.email, "verification", () => registerThroughApi(origin, member));
      const link = verificationPathIn(message);
      // The answer is held back until the loading state has been checked.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/api\/verify-email\?/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(link);
      await visible(page.getByRole("main").getByText(registration["registration.verify.loading"]), "the loading state");
      await assertAccessible(page, "/verify-email loading");
      release();
      await visible(page.getByText(registration["registration.verify.success"], { exact: true }), "the verified state");
      await page.unroute(/\/api\/verify-email\?/);
      await assertAccessible(page, "/verify-email verified");
      await page.goto(link);
      await visible(page.getByText(registration["registration.verify.alreadyVerified"], { exact: true }), "the already-verified state");
      await assertAccessible(page, "/verify-email already verified");
    },
  },
  {
    name: "accounts: a member asks for a new confirmation link (/account notice, /verify-email error), one a minute; a visitor is asked to sign in",
    run: async ({ origin, newPage }) => {
      const member = memberFor("roseline", "37120011");
      const registeredAt = Date.now();
      const first = verificationPathIn(await expectMessage(log, member.email, "verification", () => registerThroughApi(origin, member)));
      const failedLink = `/verify-email?token=${"A".repeat(43)}`;

      // A visitor on a failed link: a new link goes to a member's own address, so sign in first.
      const visitor = await newPage();
      await visitor.goto(failedLink);
      await visible(visitor.getByText(registration["registration.verify.error"], { exact: true }), "the error state of a failed link");
      await visible(visitor.getByText(auth["auth.emailVerification.signInToResend"], { exact: true }), "the prompt to sign in for a new link");
      await visitor.getByRole("main").getByRole("button", { name: auth["auth.emailVerification.signIn"], exact: true }).click();
      await visible(visitor.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in modal from the /verify-email prompt");

      const page = await newPage();
      await useSession(page, origin, await signInThroughApi(origin, log, member));
      await page.goto("/account");
      const notice = page.getByRole("region", { name: auth["auth.emailVerification.notice.title"] });
      await visible(notice, "the e-mail-not-confirmed notice on /account");
      await assertAccessible(page, "/account with the e-mail-not-confirmed notice");
      const resendButton = notice.getByRole("button", { name: auth["auth.emailVerification.resend"], exact: true });
      // The registration's link went out seconds ago: the next one must wait a minute, and the member is told.
      const [refused] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === "/api/resend-email-verification"),
        resendButton.click(),
      ]);
      const refusal = (await refused.json()) as { code?: string; message?: string };
      if (refused.status() !== 429 || refusal.code !== "EMAIL_VERIFICATION.TOO_SOON") {
        throw new Error(`a new link right after registering was answered ${refused.status()} ${JSON.stringify(refusal)}`);
      }
      await visible(notice.getByRole("status").getByText(refusal.message ?? "", { exact: true }), "the wait before a new link, told to the member");

      // A minute after the registration's link, the /verify-email error screen sends a new one.
      await page.waitForTimeout(Math.max(0, registeredAt + 62_000 - Date.now()));
      await page.goto(failedLink);
      const main = page.getByRole("main");
      await visible(main.getByText(registration["registration.verify.error"], { exact: true }), "the error state, signed in");
      const again = await visible(main.getByRole("button", { name: auth["auth.emailVerification.resend"], exact: true }), "the new-link button");
      await assertAccessible(page, "/verify-email error with the new-link button");
      const second = verificationPathIn(await expectMessage(log, member.email, "verification", () => again.click()));
      const sent = users["users.emailVerification.linkSent"].replace("{email}", member.email);
      await visible(main.getByRole("status").getByText(sent, { exact: true }), "the new link's confirmation");

      // The new link ends the old one; the new one confirms, and the notice goes.
      await page.goto(first);
      await visible(page.getByText(registration["registration.verify.error"], { exact: true }), "the registration's link refused once a new one went out");
      await page.goto(second);
      await visible(page.getByText(registration["registration.verify.success"], { exact: true }), "the new link confirming the address");
      await page.goto("/account");
      await visible(page.getByRole("heading", { name: member.fullName }), "the account screen");
      if ((await notice.count()) > 0) throw new Error("the e-mail-not-confirmed notice stays after confirming");
    },
  },
];
