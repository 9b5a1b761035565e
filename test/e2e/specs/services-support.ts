import notifications from "@kominote/core/i18n/messages/notifications/ht";
import points from "@kominote/core/i18n/messages/points/ht";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import sharp from "sharp";
import type { TakeModerator } from "../moderators";
import { defaultTimeoutMs, visible } from "../harness";
import { type Member, memberFor, registerThroughApi, type ServerLog, signInThroughApi, useSession } from "./accounts-support";

/**
 * What the service specs share: members registered and signed in through the API, the services
 * and tasks as the server lists them, the files a contribution carries, and the header's bell and
 * points bar as a member sees them.
 */
export interface ServiceSpecTools {
  readonly log: ServerLog;
  /** A moderator made before the specs began (a role is given with the server stopped). */
  readonly takeModerator: TakeModerator;
}

export interface ServiceSummary {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export interface TaskSummary {
  readonly id: number;
  readonly title: string;
  readonly contributionCount: number;
}

/** A member with a session: `token` is the cookie a browser context or an API call carries. */
export interface SignedIn {
  readonly member: Member;
  readonly token: string;
}

/** Registers a member (their main service is the first one) and signs them in by e-mail code. */
export const signedInMember = async (origin: string, log: ServerLog, tag: string, phoneDigits: string): Promise<SignedIn> => {
  const member = memberFor(tag, phoneDigits);
  await registerThroughApi(origin, member);
  return { member, token: await signInThroughApi(origin, log, member) };
};

/** Where the spec members stand, shared with every contribution (each seeded service's first task asks for it). */
export const portAuPrince = { latitude: 18.5392, longitude: -72.335 };

/** A page of its own for the member, signed in, on a device that gives its position when asked. */
export const pageOf = async (
  newPage: (options?: BrowserContextOptions) => Promise<Page>,
  origin: string,
  who: SignedIn,
  options: BrowserContextOptions = {},
): Promise<Page> => {
  const page = await newPage({ geolocation: portAuPrince, permissions: ["geolocation"], ...options });
  await useSession(page, origin, who.token);
  return page;
};

/** One API call as the member's browser makes it (same-origin JSON); the answer's body, or a readable failure. */
export const callApi = async <Answer>(origin: string, who: SignedIn, method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      origin,
      "accept-language": "ht",
      cookie: `kominote_session=${who.token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Answer;
};

const getJson = async <Answer>(origin: string, path: string): Promise<Answer> => {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-language": "ht" } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as Answer;
};

export const serviceTasks = (origin: string, service: ServiceSummary): Promise<TaskSummary[]> =>
  getJson<TaskSummary[]>(origin, `/api/services/${service.id}/tasks`);

/**
 * A service with at least two tasks that nobody has contributed to yet, other than the members'
 * main one (the first): each spec works in a service of its own, so task states never meet.
 */
export const untouchedService = async (origin: string): Promise<{ service: ServiceSummary; tasks: [TaskSummary, TaskSummary] }> => {
  const services = await getJson<ServiceSummary[]>(origin, "/api/public-services");
  for (const service of services.slice(1)) {
    const [first, second] = await serviceTasks(origin, service);
    if (first !== undefined && second !== undefined && first.contributionCount === 0) return { service, tasks: [first, second] };
  }
  throw new Error("every seeded service already has contributions: no service left for this spec");
};

/** A contribution made through the API, as the wizard sends one (no files, the member's position). */
export const contributeThroughApi = (
  origin: string,
  who: SignedIn,
  task: TaskSummary,
  request: { readonly notes: string; readonly phoneNumber?: string },
): Promise<{ contribution: { id: number } }> =>
  callApi(origin, who, "POST", `/api/tasks/${task.id}/contribute`, {
    notes: request.notes,
    userLocation: portAuPrince,
    ...(request.phoneNumber === undefined ? {} : { hasContactInfo: true, phoneNumber: request.phoneNumber, allowDirectContact: true }),
  });

/** A small real photograph-like JPEG, made now: the server decodes every picture it keeps. */
export const jpegPhoto = async (name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 24, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer(),
});

/** A one-page PDF with a correct cross-reference table, as small as a valid one gets. */
export const onePagePdf = (name: string): { name: string; mimeType: string; buffer: Buffer } => {
  const text = "BT /F1 18 Tf 40 100 Td (Rapo kominote a) Tj ET";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
};

/** Waits until `check` holds, failing with `what` when it never does. */
export const eventually = async (check: () => Promise<boolean>, what: string, timeoutMs = defaultTimeoutMs): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`expected ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
};

/** The header's bell; its name says how many notifications are unread. */
export const bellButton = (page: Page): Locator =>
  page.getByRole("banner").getByRole("button", { name: new RegExp(`^${notifications["notifications.bell.label"]}`) });

/** Opens the bell's panel and returns it. */
export const openNotificationPanel = async (page: Page): Promise<Locator> => {
  await (await visible(bellButton(page), "the notification bell")).click();
  return visible(page.getByRole("dialog", { name: notifications["notifications.panel.title"] }), "the notification panel");
};

/** The header's points bar; its name says the level and the total. */
export const pointsBarButton = (page: Page): Locator => {
  const summary = points["points.bar.summary"];
  const ending = summary.slice(summary.indexOf("{count}") + "{count}".length).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("banner").getByRole("button", { name: new RegExp(`${ending}$`) });
};

/** "Kòmanse, 10 pwen. ...": what the bar's name says for a total. */
export const pointsBarSays = (level: string, total: number): string =>
  points["points.bar.summary"].replace("{level}", level).replace("{count}", String(total));
