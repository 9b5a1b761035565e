import type { Page, Request } from "playwright-core";
import type { Spec } from "../harness";

/** The public screens of SPEC section 2, each with the API answers its first screen embeds. */
interface RenderedRoute {
  readonly path: string;
  /** API paths the page's data came from: hydrating must not ask for them again. */
  readonly embedded: readonly string[];
  /** A text of the first data, read from the API by the spec, that the HTML must already show. */
  readonly firstData?: (page: Page) => Promise<string | undefined>;
}

interface Service {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

const getJson = async <T>(page: Page, path: string): Promise<T> => {
  const answer = await page.request.get(path, { headers: { "Accept-Language": "ht" } });
  if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}`);
  return (await answer.json()) as T;
};

const firstService = async (page: Page): Promise<Service> => {
  const services = await getJson<readonly Service[]>(page, "/api/public-services");
  const service = services[0];
  if (service === undefined) throw new Error("the seed has no service");
  return service;
};

const staticRoutes = ["/about", "/rules-of-engagement", "/privacy-policy", "/terms-conditions", "/tools", "/login", "/register", "/live-meeting", "/tools/currency-converter"];

const routes = async (page: Page): Promise<readonly RenderedRoute[]> => {
  const service = await firstService(page);
  const tasks = await getJson<readonly { id: number; title: string }[]>(page, `/api/services/${service.id}/tasks`);
  const task = tasks[0];
  const agencies = await getJson<{ items?: readonly { name: string }[] } | readonly { name: string }[]>(page, "/api/government-agencies");
  const agencyList = Array.isArray(agencies) ? agencies : ((agencies as { items?: readonly { name: string }[] }).items ?? []);
  return [
    { path: "/", embedded: ["/api/public-services", "/api/auth/user"], firstData: async () => service.name },
    { path: `/services/${service.slug}`, embedded: ["/api/public-services", `/api/services/${service.id}/tasks`], firstData: async () => service.name },
    ...(task === undefined ? [] : [{ path: `/tasks/${task.id}`, embedded: [`/api/tasks/${task.id}`], firstData: async () => task.title }]),
    { path: "/leaderboard", embedded: ["/api/leaderboard"] },
    { path: "/ideas", embedded: ["/api/ideas"] },
    { path: "/government-agencies", embedded: ["/api/government-agencies"], firstData: async () => agencyList[0]?.name },
    ...staticRoutes.map((path) => ({ path, embedded: ["/api/auth/user"] })),
  ];
};

const headingOf = async (page: Page): Promise<string> => {
  const heading = page.locator("h1").first();
  const text = (await heading.textContent({ timeout: 5_000 }))?.trim() ?? "";
  if (text === "") throw new Error(`${page.url()}: no main heading in the HTML`);
  return text;
};

/** The text as the page's HTML writes it (apostrophes and ampersands escaped). */
const inHtml = (html: string, text: string): boolean =>
  html.includes(text) || html.includes(text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));

// React's production build names a hydration mismatch by its error number (418, 419, 423, 425).
const hydrationWarning = /hydrat|did not match|server rendered|server HTML|React error #4(18|19|23|25)|Content Security Policy/i;

export const serverRenderingSpecs: readonly Spec[] = [
  {
    name: "server rendering: every public screen shows its heading and first data with JavaScript off",
    run: async ({ newPage }) => {
      const page = await newPage({ javaScriptEnabled: false });
      for (const route of await routes(page)) {
        const answer = await page.goto(route.path);
        if (answer?.status() !== 200) throw new Error(`${route.path} answered ${answer?.status()}`);
        const html = await answer.text();
        if (!/<html lang="ht"/.test(html)) throw new Error(`${route.path}: the page is not in Creole`);
        await headingOf(page);
        const data = await route.firstData?.(page);
        if (data !== undefined && !inHtml(html, data)) throw new Error(`${route.path}: "${data}" is not in the HTML`);
      }
    },
  },
  {
    name: "server rendering: a page answers 304 to its validator while its data stays the same, and hashed files are immutable",
    run: async ({ newPage }) => {
      const page = await newPage({ javaScriptEnabled: false });
      const first = await page.request.get("/leaderboard", { headers: { Accept: "text/html" } });
      const etag = first.headers()["etag"];
      if (etag === undefined || !etag.startsWith('W/"')) throw new Error(`the page has no weak validator (${etag})`);
      if (first.headers()["cache-control"] !== "private, no-cache") throw new Error(`page Cache-Control: ${first.headers()["cache-control"]}`);
      const again = await page.request.get("/leaderboard", { headers: { Accept: "text/html", "If-None-Match": etag } });
      if (again.status() !== 304) throw new Error(`a page with an unchanged validator answered ${again.status()}`);
      // The kept page keeps the policy (and nonce) it came with: a 304 carrying another would refuse its inline styles.
      if (again.headers()["content-security-policy"] !== undefined) throw new Error("a 304 carries a content security policy");
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(await first.text())?.[1];
      if (script === undefined) throw new Error("the page names no entry script");
      const asset = await page.request.get(script);
      if (asset.headers()["cache-control"] !== "public, max-age=31536000, immutable") throw new Error(`asset Cache-Control: ${asset.headers()["cache-control"]}`);
    },
  },
  {
    name: "server rendering: a page visited again (a 304 from the browser's cache) is styled as the first time",
    run: async ({ newPage }) => {
      const page = await newPage();
      const refused: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/.test(message.text())) refused.push(message.text());
      });
      const font = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
      await page.goto("/privacy-policy");
      const styled = await font();
      await page.goto("/about");
      await page.goto("/privacy-policy");
      if ((await font()) !== styled) throw new Error(`the page visited again lost its styles (${await font()} instead of ${styled})`);
      if (refused.length > 0) throw new Error(`the policy refused parts of the page:\n${refused.join("\n")}`);
    },
  },
  {
    name: "server rendering: the reader's chosen language (its cookie), else the browser's, renders the page",
    run: async ({ newPage, origin }) => {
      const english = await newPage({ javaScriptEnabled: false, locale: "en-US" });
      const heading = async (page: Page) => {
        await page.goto("/about");
        return headingOf(page);
      };
      if ((await heading(english)) !== "About Kominote") throw new Error("Accept-Language en did not render English");
      await english.context().addCookies([{ name: "language", value: "fr", url: origin }]);
      if ((await heading(english)) !== "À propos de Kominote") throw new Error("the language cookie did not win over Accept-Language");
    },
  },
  {
    name: "server rendering: hydration asks for no embedded data again and warns of nothing",
    run: async ({ newPage }) => {
      const page = await newPage();
      const warnings: string[] = [];
      page.on("console", (message) => {
        if ((message.type() === "error" || message.type() === "warning") && hydrationWarning.test(message.text())) warnings.push(message.text());
      });
      for (const route of await routes(page)) {
        const asked: string[] = [];
        const watch = (request: Request) => {
          const path = new URL(request.url()).pathname;
          if (route.embedded.some((embedded) => path === embedded)) asked.push(path);
        };
        page.on("request", watch);
        await page.goto(route.path);
        // The harness's goto waited for the page to be live (hydrated); what it asks for then is checked.
        await page.waitForLoadState("networkidle");
        page.off("request", watch);
        if (asked.length > 0) throw new Error(`${route.path}: hydrating asked again for ${asked.join(", ")}`);
        if (warnings.length > 0) throw new Error(`${route.path}: ${warnings.join("\n")}`);
      }
    },
  },
];
