import account from "@kominote/core/i18n/messages/account/ht";
import auth from "@kominote/core/i18n/messages/auth/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import {
  codeIn,
  currentUserStatus,
  expectMessage,
  headerSignInButton,
  type Member,
  memberFor,
  registerThroughApi,
  type ServerLog,
  signOutWithMenu,
  userMenuButton,
} from "./accounts-support";

type Method = "email" | "phone";

const methodLabel: Record<Method, string> = { email: auth["auth.login.method.email"], phone: auth["auth.login.method.phone"] };
const contactLabel: Record<Method, string> = { email: auth["auth.login.emailLabel"], phone: auth["auth.login.phoneLabel"] };

/** Where the outbox keeps the member's messages on that channel. */
const outboxAddress = (member: Member, method: Method): string => (method === "email" ? member.email : member.phoneKey);

/** The sign-in modal, opened from the header's button. */
const openLoginModal = async (page: Page): Promise<Locator> => {
  await (await visible(headerSignInButton(page), "the header's sign-in button")).click();
  return visible(page.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in modal");
};

const codeField = (flow: Locator): Locator => flow.getByLabel(auth["auth.login.codeLabel"], { exact: true });
const verifyButton = (flow: Locator): Locator => flow.getByRole("button", { name: auth["auth.login.verify"], exact: true });

/**
 * The contact step: the method, the address or number, "send the code"; returns the code the
 * outbox received. `flow` is the modal or the /login page's main area.
 */
const requestCode = async (page: Page, flow: Locator, log: ServerLog, member: Member, method: Method, label: string): Promise<string> => {
  await (await visible(flow.getByText(methodLabel[method], { exact: true }), `the "${methodLabel[method]}" choice`)).click();
  const contact = await visible(flow.getByLabel(contactLabel[method], { exact: true }), `the ${method} field`);
  await contact.fill(method === "email" ? member.email : member.phoneNumber);
  await assertAccessible(page, `${label}: the contact step (${method})`);
  const message = await expectMessage(log, outboxAddress(member, method), "code", async () => {
    await flow.getByRole("button", { name: auth["auth.login.sendCode"], exact: true }).click();
    await visible(codeField(flow), "the code field");
  });
  if (message.channel !== (method === "email" ? "email" : "sms")) {
    throw new Error(`the code for ${method} went out as ${message.channel}`);
  }
  await assertAccessible(page, `${label}: the code step (${method})`);
  return codeIn(message);
};

/** What a phone does when the member pastes from the message: a paste event on the field. */
const pasteInto = (field: Locator, text: string): Promise<void> =>
  field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

/** Whether the page is still the document the member signed in on (marked before verifying). */
type Marked = Window & { signingIn?: boolean };

/**
 * Verifies the code and waits for the page signing in loads anew (the same path, or the saved one):
 * what the member does next happens on the new page, not on the one about to be replaced.
 */
const signInWithCode = async (page: Page, flow: Locator): Promise<void> => {
  await page.evaluate(() => {
    (window as Marked).signingIn = true;
  });
  await verifyButton(flow).click();
  await page.waitForFunction(() => (window as Marked).signingIn !== true, undefined, { timeout: defaultTimeoutMs });
};

/**
 * Signed in: after the reload the header names the member and the server knows the session.
 * (The success toast lives only until the reload, 600 ms; its content is covered by the login
 * flow's component test, where the timing is under the test's control.)
 */
const expectSignedIn = async (page: Page, member: Member): Promise<void> => {
  await visible(userMenuButton(page, member.fullName), `the user menu of ${member.fullName}`);
  const status = await currentUserStatus(page);
  if (status !== 200) throw new Error(`signed in, yet GET /api/auth/user answered ${status}`);
};

/** Presses the verify button and returns the status the server answered the verification with. */
const verifyAnswer = async (page: Page, flow: Locator): Promise<number> => {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => /\/api\/verify-(email|phone)-login$/.test(new URL(candidate.url()).pathname)),
    verifyButton(flow).click(),
  ]);
  return response.status();
};

/** The refusal is shown to the member: the code field is marked invalid and described by a message. */
const expectCodeRefused = async (page: Page, flow: Locator, what: string): Promise<void> => {
  const status = await verifyAnswer(page, flow);
  if (status < 400) throw new Error(`${what}: the server accepted the code (${status})`);
  const field = codeField(flow);
  try {
    await page.waitForFunction((element) => element?.getAttribute("aria-invalid") === "true", await field.elementHandle(), {
      timeout: defaultTimeoutMs,
    });
  } catch {
    throw new Error(`${what}: the code field is not marked invalid`);
  }
};

/** Wrong tries through the API, as a guesser would; each must be refused. */
const wrongCodeOf = (code: string): string => (code === "000000" ? "111111" : "000000");

export const accountSignInSpecs = (log: ServerLog): readonly Spec[] => [
  {
    name: "accounts: sign-in by e-mail code from the outbox, typed, then a new code pasted as '123 456'",
    run: async ({ origin, newPage }) => {
      const member = memberFor("mireille", "37120001");
      const other = memberFor("mireille.paste", "37120002");
      await registerThroughApi(origin, member);
      await registerThroughApi(origin, other);

      const page = await newPage();
      await page.goto("/");
      let modal = await openLoginModal(page);
      await assertAccessible(page, "the sign-in modal");
      const code = await requestCode(page, modal, log, member, "email", "sign-in modal");
      await codeField(modal).pressSequentially(code);
      await signInWithCode(page, modal);
      await expectSignedIn(page, member);
      await signOutWithMenu(page, member.fullName);

      // Pasted from the message with its space: the single field keeps the six digits.
      modal = await openLoginModal(page);
      const second = await requestCode(page, modal, log, other, "email", "sign-in modal, second member");
      const field = codeField(modal);
      await pasteInto(field, `${second.slice(0, 3)} ${second.slice(3)}`);
      const kept = await field.inputValue();
      if (kept !== second) throw new Error(`pasting "${second.slice(0, 3)} ${second.slice(3)}" left "${kept}" in the code field`);
      if ((await field.getAttribute("autocomplete")) !== "one-time-code" || (await field.getAttribute("inputmode")) !== "numeric") {
        throw new Error('the code field lacks autocomplete="one-time-code" or inputmode="numeric"');
      }
      await signInWithCode(page, modal);
      await expectSignedIn(page, other);
    },
  },
  {
    name: "accounts: sign-in by phone code sent as a text message",
    run: async ({ origin, newPage }) => {
      const member = memberFor("fabienne", "37120003");
      await registerThroughApi(origin, member);
      const page = await newPage();
      await page.goto("/");
      const modal = await openLoginModal(page);
      const code = await requestCode(page, modal, log, member, "phone", "sign-in modal");
      await codeField(modal).fill(code);
      await signInWithCode(page, modal);
      await expectSignedIn(page, member);
    },
  },
  {
    name: "accounts: five wrong codes lock that code (the right one then fails, a new one is refused while it lives); e-mail still signs in",
    run: async ({ origin, newPage }) => {
      const member = memberFor("ludovic", "37120004");
      await registerThroughApi(origin, member);
      const page = await newPage();
      await page.goto("/");
      const modal = await openLoginModal(page);
      const code = await requestCode(page, modal, log, member, "phone", "sign-in modal (lock)");
      const field = codeField(modal);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await field.fill(wrongCodeOf(code));
        await expectCodeRefused(page, modal, `wrong code ${attempt}`);
      }
      await assertAccessible(page, "the sign-in modal after wrong codes");
      // The sixth try carries the right code: the code is spent, so it fails too.
      await field.fill(code);
      await expectCodeRefused(page, modal, "the right code after five wrong ones");
      if ((await currentUserStatus(page)) !== 401) throw new Error("the right code signed in after five wrong ones");
      if (!(await modal.isVisible())) throw new Error("the modal closed although the locked code was refused");

      // Asking again does not reset the count: while the locked code lives, a new one is refused
      // with the wait; the lock is on that code's contact, so the e-mail channel still signs in.
      // The resend link comes back after the per-contact wait (60 s).
      const resend = modal.getByRole("button", { name: auth["auth.login.resend"], exact: true });
      try {
        await resend.waitFor({ state: "visible", timeout: 75_000 });
        while (await resend.isDisabled()) await page.waitForTimeout(250);
      } catch {
        throw new Error(`the "${auth["auth.login.resend"]}" link did not become available within 75 s`);
      }
      const [again] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === "/api/send-phone-verification"),
        resend.click(),
      ]);
      const body = (await again.json()) as { code?: string; message?: string };
      if (again.status() !== 429 || body.code !== "LOGIN.TOO_MANY_TRIES") {
        throw new Error(`a new code while the locked one lives was answered ${again.status()} ${JSON.stringify(body)}`);
      }
      await visible(modal.getByText(body.message ?? "", { exact: true }), "the wait before a new code, told to the member");
      await modal.getByRole("button", { name: auth["auth.login.back"], exact: true }).click();
      const emailCode = await requestCode(page, modal, log, member, "email", "sign-in modal after the lock");
      await codeField(modal).fill(emailCode);
      await signInWithCode(page, modal);
      await expectSignedIn(page, member);
    },
  },
  {
    name: "accounts: /account sends a visitor to /login, and signing in there returns to /account",
    run: async ({ origin, newPage }) => {
      const member = memberFor("guerline", "37120005");
      await registerThroughApi(origin, member);
      const page = await newPage();
      await page.goto("/account");
      await page.waitForURL((url) => url.pathname === "/login", { timeout: defaultTimeoutMs });
      const main = page.getByRole("main");
      await visible(main.getByRole("heading", { name: shell["shell.login.title"], level: 1 }), "the /login page's heading");
      await assertAccessible(page, "/login");
      const code = await requestCode(page, main, log, member, "email", "/login");
      await codeField(main).fill(code);
      await signInWithCode(page, main);
      await page.waitForURL((url) => url.pathname === "/account", { timeout: defaultTimeoutMs });
      await visible(page.getByRole("heading", { name: account["account.title"], level: 1 }), "the account screen");
      await visible(page.getByRole("heading", { name: member.fullName }), "the member's name on the account screen");
      await assertAccessible(page, "/account after signing in");
    },
  },
  {
    name: "accounts: GET /api/login?returnTo= opens the sign-in on /konekte and signing in lands on that path; another site's address leads home",
    run: async ({ origin, newPage }) => {
      const member = memberFor("nadia", "37120009");
      const other = memberFor("nadia.evil", "37120010");
      await registerThroughApi(origin, member);
      await registerThroughApi(origin, other);

      // Where a screen sends the browser when the session ends while it is open.
      const page = await newPage();
      await page.goto("/api/login?returnTo=%2Faccount");
      await page.waitForURL((url) => url.pathname === "/konekte" && url.searchParams.get("returnTo") === "/account", { timeout: defaultTimeoutMs });
      const modal = await visible(page.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in modal on /konekte");
      const code = await requestCode(page, modal, log, member, "email", "/konekte?returnTo=/account");
      await codeField(modal).fill(code);
      await signInWithCode(page, modal);
      await page.waitForURL((url) => url.pathname === "/account", { timeout: defaultTimeoutMs });
      await visible(page.getByRole("heading", { name: member.fullName }), "the member's name on the account screen after /konekte");
      await expectSignedIn(page, member);

      // The address bar is anyone's to write: a return to another host is refused, the member lands home.
      const tricked = await newPage();
      await tricked.goto("/konekte?returnTo=%2F%2Fevil.example%2Faccount");
      const trickedModal = await visible(tricked.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in modal");
      const otherCode = await requestCode(tricked, trickedModal, log, other, "phone", "/konekte with another site's returnTo");
      await codeField(trickedModal).fill(otherCode);
      await signInWithCode(tricked, trickedModal);
      await tricked.waitForURL((url) => url.pathname === "/", { timeout: defaultTimeoutMs });
      if (new URL(tricked.url()).origin !== origin) throw new Error(`signing in left the site for ${tricked.url()}`);
      await expectSignedIn(tricked, other);
    },
  },
];
