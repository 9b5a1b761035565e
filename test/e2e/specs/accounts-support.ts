import auth from "@kominote/core/i18n/messages/auth/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import { skillsCatalogue } from "@kominote/core/rules/skills-catalogue";
import type { Locator, Page } from "playwright-core";
import { defaultTimeoutMs, visible } from "../harness";

/**
 * What the account specs share: the messages the outbox keeps (read from the server's log, where
 * the outbox prints each one), members created through the API, and the signed-in header.
 *
 * The outbox is read from the log, not with `npm run outbox`: the embedded database belongs to the
 * running server's process, and the outbox command refuses to open it while the server runs.
 */
export type ServerLog = () => string;

export interface OutboxEntry {
  readonly id: number;
  readonly channel: "email" | "sms";
  readonly to: string;
  /** The message as the outbox prints it: header lines, a blank line, then the text. */
  readonly text: string;
}

/** Every outbox message still in the log's tail, oldest first. */
export const outboxEntries = (log: ServerLog): OutboxEntry[] =>
  log()
    .split("\n")
    .flatMap((line) => {
      if (!line.includes('"outbox"')) return [];
      try {
        const record = JSON.parse(line) as { outbox?: { id: number; channel: "email" | "sms"; to: string }; msg?: string };
        return record.outbox === undefined ? [] : [{ ...record.outbox, text: record.msg ?? "" }];
      } catch {
        // A line cut by the log's tail, or one that is not JSON.
        return [];
      }
    });

/** The message's text, without the header lines (address, date, subject). */
const bodyOf = (entry: OutboxEntry): string => entry.text.slice(entry.text.indexOf("\n\n") + 2);

const newestId = (log: ServerLog, to: string): number =>
  Math.max(0, ...outboxEntries(log).filter((entry) => entry.to === to).map((entry) => entry.id));

/** The two kinds of message the specs wait for. */
export type MessageKind = "code" | "verification";

const verificationLink = /https?:\/\/[^\s"<>]*\/verify-email\?token=[^\s"<>]+/;
const sixDigits = /(?<!\d)\d{6}(?!\d)/;

const isKind = (entry: OutboxEntry, kind: MessageKind): boolean => {
  const body = bodyOf(entry);
  const hasLink = verificationLink.test(body);
  return kind === "verification" ? hasLink : !hasLink && sixDigits.test(body);
};

/**
 * Runs `send` (what makes the server send a message to `to`), then waits for the new message of
 * that kind in the outbox and returns it. The kind matters: the log is written asynchronously, so
 * the confirmation e-mail of a registration may land after a sign-in was already asked for.
 */
export const expectMessage = async (
  log: ServerLog,
  to: string,
  kind: MessageKind,
  send: () => Promise<unknown>,
): Promise<OutboxEntry> => {
  const before = newestId(log, to);
  await send();
  const deadline = Date.now() + defaultTimeoutMs;
  while (Date.now() < deadline) {
    const entry = outboxEntries(log)
      .reverse()
      .find((candidate) => candidate.to === to && candidate.id > before && isKind(candidate, kind));
    if (entry !== undefined) return entry;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`no new ${kind === "code" ? "sign-in code" : "confirmation link"} for ${to} reached the outbox`);
};

/** The six-digit sign-in code of a login-code message. */
export const codeIn = (entry: OutboxEntry): string => {
  const code = sixDigits.exec(bodyOf(entry))?.[0];
  if (code === undefined) throw new Error(`no 6-digit code in the message to ${entry.to}:\n${entry.text}`);
  return code;
};

/** The e-mail confirmation link's path and query (the host is the configured public origin). */
export const verificationPathIn = (entry: OutboxEntry): string => {
  const link = verificationLink.exec(bodyOf(entry))?.[0];
  if (link === undefined) throw new Error(`no /verify-email link in the message to ${entry.to}:\n${entry.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** A member as the API registers one. */
export interface Member {
  readonly fullName: string;
  readonly email: string;
  /** As typed (with a space), the way a member writes it. */
  readonly phoneNumber: string;
  /** As the server keeps it: spaces removed. */
  readonly phoneKey: string;
}

/** A member with contacts of their own: each spec uses its own, so per-contact limits never meet. */
export const memberFor = (tag: string, phoneDigits: string): Member => ({
  fullName: `Rose ${tag.charAt(0).toUpperCase()}${tag.slice(1)}`,
  email: `${tag}@example.ht`,
  phoneNumber: `+509 ${phoneDigits.slice(0, 4)} ${phoneDigits.slice(4)}`,
  phoneKey: `+509${phoneDigits}`,
});

/** State-changing calls are same-origin JSON, as the page sends them. */
const jsonHeaders = (origin: string) => ({ "content-type": "application/json", origin, "accept-language": "ht" });

// The members these helpers register and sign in are people on their own phones, each behind its
// own address (the e2e server trusts one proxy, as behind a reverse proxy in production): the
// per-address limits on codes, which a whole run from 127.0.0.1 would exhaust, are tested on
// their own in the API's integration tests.
let membersSoFar = 0;
const ownAddress = (): string => {
  membersSoFar += 1;
  return `10.20.${Math.floor(membersSoFar / 250)}.${(membersSoFar % 250) + 1}`;
};

const post = async (origin: string, path: string, body: unknown, cookie?: string): Promise<Response> => {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { ...jsonHeaders(origin), "x-forwarded-for": ownAddress(), ...(cookie === undefined ? {} : { cookie }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
};

/** The session cookie's name over plain http (the e2e server has no https origin). */
export const sessionCookieName = "kominote_session";

/** The session token an answer's Set-Cookie carries; `what` names the call in the failure. */
const sessionTokenIn = (response: Response, what: string): string => {
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${sessionCookieName}=`))
    ?.slice(sessionCookieName.length + 1);
  if (token === undefined || token === "") throw new Error(`${what} set no session cookie`);
  return token;
};

/**
 * Registers `member` through `POST /api/users` (the first service, the first skill) and returns the
 * answer with the session it started: a new member is signed in at once, no code message needed.
 */
export const registerThroughApi = async (origin: string, member: Member): Promise<{ kdsNumber: string; token: string }> => {
  const services = (await (await fetch(`${origin}/api/public-services`)).json()) as { slug: string }[];
  const skill = skillsCatalogue[0]?.skills[0]?.id;
  if (services[0] === undefined || skill === undefined) throw new Error("no service or no skill to register with");
  const response = await post(origin, "/api/users", {
    fullName: member.fullName,
    birthday: "1990-04-12",
    email: member.email,
    phoneNumber: member.phoneNumber,
    skills: [skill],
    primaryService: services[0].slug,
    password: "lakay-2026",
    confirmPassword: "lakay-2026",
  });
  return { ...((await response.json()) as { kdsNumber: string }), token: sessionTokenIn(response, "registering") };
};

/** Signs `member` in by e-mail code through the API, as the modal does, and returns the session token. */
export const signInThroughApi = async (origin: string, log: ServerLog, member: Member): Promise<string> => {
  const message = await expectMessage(log, member.email, "code", () => post(origin, "/api/send-email-verification", { email: member.email }));
  const response = await post(origin, "/api/verify-email-login", { email: member.email, code: codeIn(message) });
  return sessionTokenIn(response, "signing in");
};

/** Gives the page's browser context the member's session, as if they had signed in there. */
export const useSession = async (page: Page, origin: string, token: string): Promise<void> => {
  await page.context().addCookies([{ name: sessionCookieName, value: token, url: origin, httpOnly: true, sameSite: "Lax" }]);
};

/** The header's sign-in button, shown to visitors. */
export const headerSignInButton = (page: Page): Locator =>
  page.getByRole("banner").getByRole("button", { name: shell["shell.login.open"], exact: true });

/** The header's user menu button, named after the member. */
export const userMenuButton = (page: Page, name: string): Locator =>
  page.getByRole("banner").getByRole("button", { name: `${auth["auth.menu.label"]}: ${name}` });

/** What `GET /api/auth/user` answers in the page's context: who the cookie signs in, if anyone. */
export const currentUserStatus = (page: Page): Promise<number> =>
  page.evaluate(async () => (await fetch("/api/auth/user", { headers: { "accept-language": "ht" } })).status);

/** Signs out as a member does: the user menu, then its sign-out item; the header offers sign-in again. */
export const signOutWithMenu = async (page: Page, name: string): Promise<void> => {
  await (await visible(userMenuButton(page, name), `the user menu of ${name}`)).click();
  await (await visible(page.getByRole("menuitem", { name: auth["auth.menu.logout"] }), "the sign-out menu item")).click();
  await visible(headerSignInButton(page), "the header's sign-in button after signing out");
  const status = await currentUserStatus(page);
  if (status !== 401) throw new Error(`after signing out, GET /api/auth/user answered ${status}, expected 401`);
};
