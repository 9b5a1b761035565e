import points from "@kominote/core/i18n/messages/points/ht";
import registration from "@kominote/core/i18n/messages/registration/ht";
import skills from "@kominote/core/i18n/messages/skills/ht";
import { levels } from "@kominote/core/rules/levels";
import { skillsCatalogue } from "@kominote/core/rules/skills-catalogue";
import type { Locator, Page } from "playwright-core";
import { defaultTimeoutMs, visible } from "../harness";
import { type Member, memberFor, outboxEntries, registerThroughApi, type ServerLog } from "./accounts-support";
import { callApi, pointsBarSays, type ServiceSummary, type SignedIn } from "./services-support";

/**
 * What the community specs share: members signed in by their registration (no code message, so
 * the per-address limit on code messages is left to the sign-in specs), a service no idea or forum
 * has reached yet, the registration wizard walked without mistakes, and an invitation's link.
 */

/** Registers a member through the API; the registration's own session signs them in. */
export const registeredMember = async (origin: string, tag: string, phoneDigits: string): Promise<SignedIn> => {
  const member = memberFor(tag, phoneDigits);
  const { token } = await registerThroughApi(origin, member);
  return { member, token };
};

/** A public service (not the members' main one) with no idea and no forum yet: each spec's own. */
export const quietService = async (origin: string, member: SignedIn): Promise<ServiceSummary> => {
  const services = await callApi<ServiceSummary[]>(origin, member, "GET", "/api/public-services");
  for (const service of services.slice(1)) {
    const ideas = await callApi<unknown[]>(origin, member, "GET", `/api/ideas/service/${service.id}`);
    const forums = await callApi<unknown[]>(origin, member, "GET", `/api/services/${service.id}/forums`);
    if (ideas.length === 0 && forums.length === 0) return service;
  }
  throw new Error("every public service already has ideas or forums: no service left for this spec");
};

/**
 * The members' main service (registration's default), which every spec may write to: for a spec
 * that counts only its own texts, so the few quiet services stay for the specs that need them.
 */
export const sharedService = async (origin: string, member: SignedIn): Promise<ServiceSummary> => {
  const [service] = await callApi<ServiceSummary[]>(origin, member, "GET", "/api/public-services");
  if (service === undefined) throw new Error("no public service");
  return service;
};

/** "Kòmanse, 25 pwen. ...": the header's points bar of a member still at the first level. */
export const starterBarSays = (total: number): string => pointsBarSays(points[(levels[0]?.nameKey ?? "") as keyof typeof points], total);

const invitationLink = /https?:\/\/[^\s"<>]*\/register\?invite=[^\s"<>]+/;

/** Waits for the invitation e-mail to `to` in the outbox and returns its link's path and query. */
export const invitationPathFor = async (log: ServerLog, to: string): Promise<string> => {
  const deadline = Date.now() + defaultTimeoutMs;
  while (Date.now() < deadline) {
    const link = outboxEntries(log)
      .filter((entry) => entry.to === to)
      .map((entry) => invitationLink.exec(entry.text)?.[0])
      .find((found) => found !== undefined);
    if (link !== undefined) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`no invitation e-mail with a /register?invite= link reached the outbox for ${to}`);
};

const firstSkillName = (): string => {
  const key = skillsCatalogue[0]?.skills[0]?.labelKey;
  if (key === undefined || !(key in skills)) throw new Error("the skills catalogue is empty");
  return skills[key as keyof typeof skills];
};

/** Walks /register's nine steps with valid answers, up to the welcome of the success screen. */
export const registerOnPage = async (page: Page, member: Member): Promise<void> => {
  const wizard = await visible(page.getByRole("region", { name: registration["registration.title"] }), "the registration page");
  const next = wizard.getByRole("button", { name: registration["registration.continue"], exact: true });
  const field = (key: keyof typeof registration): Locator => wizard.getByLabel(registration[key], { exact: true });
  const [firstName, lastName] = member.fullName.split(" ");
  await (await visible(field("registration.firstName"), "the first-name field")).fill(firstName ?? "");
  await field("registration.lastName").fill(lastName ?? "");
  await next.click();
  await (await visible(field("registration.birthday.label"), "the birthday field")).fill("1991-06-03");
  await next.click();
  await (await visible(field("registration.email.label"), "the e-mail field")).fill(member.email);
  await next.click();
  await (await visible(field("registration.phoneNumber.label"), "the phone field")).fill(member.phoneNumber);
  await next.click();
  await visible(wizard.getByRole("heading", { name: registration["registration.profilePhoto.title"], exact: true }), "the photo step");
  await next.click();
  await (await visible(wizard.getByRole("button", { name: firstSkillName(), exact: true, pressed: false }), "the first skill")).click();
  await next.click();
  await (await visible(field("registration.primaryService.label"), "the service field")).selectOption({ index: 1 });
  await next.click();
  await (await visible(field("registration.password.label"), "the password field")).fill("lakay-2026");
  await next.click();
  await (await visible(field("registration.confirmPassword.label"), "the confirmation field")).fill("lakay-2026");
  await wizard.getByRole("button", { name: registration["registration.submit"], exact: true }).click();
  await visible(
    wizard.getByRole("heading", { name: registration["registration.success.title"].replace("{name}", member.fullName) }),
    "the registration's welcome",
  );
};
