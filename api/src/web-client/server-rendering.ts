import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { isLanguage, languageCookieName, type Language } from "@kominote/core/i18n/languages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languageOfHeader } from "../http/request-language";

/**
 * The shape of the web client's server entry (web/src/entry-server.tsx), loaded from its build by
 * path at start: the API does not import the web client's sources (the dependency rule), it only
 * hands each page request to the built renderer and answers its API calls in-process.
 */
interface PageRequest {
  readonly request: Request;
  readonly language: Language;
  readonly nonce: string;
  readonly callApi: (request: Request) => Promise<Response>;
}
interface ServerEntry {
  readonly createPageRenderer: (options: {
    readonly template: string;
    readonly scope: AsyncLocalStorage<PageRequest>;
    readonly styles: Readonly<Record<string, string>>;
    readonly routeStyles: Readonly<Record<string, readonly string[]>>;
  }) => (page: PageRequest) => Promise<Response>;
}

/**
 * The public screens of SPEC section 2 the server renders (with their data); any other address
 * (the member's screens, a sign-in link) gets the client-only page, whose guard loads the member first.
 * Not yet /lokate and /map: the finder's search, typed at once after the page is live, does not
 * reach the address (decision 0035).
 */
const renderedPaths = [
  /^\/$/,
  /^\/(about|rules-of-engagement|privacy-policy|terms-conditions|leaderboard|ideas|idea-voting|government-agencies|login|register|live-meeting)\/?$/,
  /^\/tools(\/currency-converter)?\/?$/,
  /^\/(services|tasks|forums)\/[^/]+\/?$/,
];

export const isRenderedPath = (url: string): boolean => {
  const path = url.split(/[?#]/, 1)[0] ?? "/";
  return renderedPaths.some((pattern) => pattern.test(path));
};

/** The reader's language: the choice they made (its cookie), else their browser's, else Creole. */
export const pageLanguageOf = (request: Pick<FastifyRequest, "cookies" | "headers">): Language => {
  const chosen = request.cookies[languageCookieName];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers["accept-language"];
  return languageOfHeader(Array.isArray(header) ? header.join(",") : header);
};

/**
 * The page's policy: the document's, with this page's nonce allowed to run its inline data scripts
 * and its inline first-screen styles, and style attributes allowed (React writes a component's `style` into the HTML, where the browser
 * set it through the DOM before; an attribute cannot run code, a <style> element stays refused).
 */
export const policyWithNonce = (policy: string, nonce: string): string =>
  `${policy.replace(/(^|;\s*)(script|style)-src ([^;]*)/g, `$1$2-src $3 'nonce-${nonce}'`)};style-src-attr 'unsafe-inline'`;

const forwardedHeaders = ["accept", "accept-language", "cookie", "user-agent"] as const;

/** The headers of the navigation, as the renderer's web Request carries them. */
const headersOf = (request: FastifyRequest): Headers => {
  const headers = new Headers();
  for (const name of forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
};

/**
 * Answers one API call of a page being rendered, in-process (no socket): as the reader, with their
 * cookie and address (their rate limits count it, as when the browser makes the call).
 */
const inProcessCall =
  (app: FastifyInstance, reader: FastifyRequest, answers: string[]) =>
  async (call: Request): Promise<Response> => {
    const url = new URL(call.url);
    const body = call.method === "GET" || call.method === "HEAD" ? undefined : await call.text();
    const answer = await app.inject({
      method: call.method as "GET",
      url: `${url.pathname}${url.search}`,
      remoteAddress: reader.ip,
      headers: {
        accept: "application/json",
        "accept-language": call.headers.get("accept-language") ?? "ht",
        ...(reader.headers.cookie === undefined ? {} : { cookie: reader.headers.cookie }),
        ...(call.headers.get("content-type") === null ? {} : { "content-type": call.headers.get("content-type") ?? "" }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
    answers.push(`${url.pathname}${url.search} ${answer.statusCode} ${answer.headers.etag ?? answer.body}`);
    const headers = new Headers();
    const type = answer.headers["content-type"];
    if (typeof type === "string") headers.set("content-type", type);
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };

const matchesValidator = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && ifNoneMatch.split(",").some((candidate) => candidate.trim() === etag);

/**
 * The stylesheets of the built page and of each route's screen (route-styles.json, written by the
 * build: decision 0035), and their text by address: a rendered page carries those it needs in its
 * head (a few KB), so its first paint waits for no stylesheet request and shows the screen styled.
 */
const pageStyles = async (webRoot: string, template: string) => {
  const routeStylesFile = `${webRoot}/route-styles.json`;
  const routeStyles = existsSync(routeStylesFile) ? (JSON.parse(await readFile(routeStylesFile, "utf8")) as Record<string, string[]>) : {};
  const linked = [...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map(([, href]) => href ?? "");
  const hrefs = [...new Set([...linked, ...Object.values(routeStyles).flat()])];
  const styles = Object.fromEntries(await Promise.all(hrefs.map(async (href) => [href, await readFile(`${webRoot}${href}`, "utf8")] as const)));
  return { styles, routeStyles };
};

export type PageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/**
 * The server rendering of the public screens, when the web client's server entry was built
 * (web/dist-server/, beside web/dist/); null otherwise, and every screen is rendered in the browser.
 */
export const loadServerRendering = async (
  app: FastifyInstance,
  webRoot: string,
  clientPage: (reply: FastifyReply) => FastifyReply,
  sessionCookie: string,
): Promise<PageAnswer | null> => {
  const entryFile = `${webRoot}/../dist-server/entry-server.js`;
  if (!existsSync(entryFile)) {
    app.log.warn({ entryFile }, "no server entry found: every screen is rendered in the browser");
    return null;
  }
  const template = await readFile(`${webRoot}/index.html`, "utf8");
  // React picks its build from NODE_ENV when first loaded, here: without one, an operator's server
  // would render every page with React's development build (several times slower, and its
  // warnings in the log). The API read its own configuration at start-up, before this.
  process.env.NODE_ENV ??= "production";
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const render = entry.createPageRenderer({ template, scope: new AsyncLocalStorage<PageRequest>(), ...(await pageStyles(webRoot, template)) });
  // A new build is a new page even with the same data.
  const build = createHash("sha256").update(template).digest("base64url").slice(0, 12);

  return async (request, reply) => {
    // A member gets the page rendered in the browser, as before: some of a member's screens do not
    // yet hydrate exactly as the server wrote them (decision 0035). Never a visitor's page either.
    if (!isRenderedPath(request.url) || request.cookies[sessionCookie] !== undefined) return clientPage(reply);
    const language = pageLanguageOf(request);
    const nonce = randomBytes(16).toString("base64");
    const answers: string[] = [];
    const aborted = new AbortController();
    // The reader left (closed the tab, lost the signal): the rendering stops.
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    const page = await render({
      request: new Request(`http://localhost${request.url}`, { headers: headersOf(request), signal: aborted.signal }),
      language,
      nonce,
      callApi: inProcessCall(app, request, answers),
    });
    // A guard sent the reader elsewhere (a visitor on a members' screen): the client-only page runs
    // the guard in the browser as before, which keeps where they were going for after sign-in.
    if (page.status >= 300 && page.status < 400) {
      await page.body?.cancel();
      return clientPage(reply);
    }
    // The page's bytes differ on every answer (its nonce, the data's time stamps), its content does
    // not while the data the loaders read, the reader and the build stay the same: a weak validator.
    const etag = `W/"${createHash("sha256").update([build, language, request.url, ...answers].join("\n")).digest("base64url").slice(0, 27)}"`;
    const policy = reply.getHeader("content-security-policy");
    reply
      .code(page.status)
      .header("content-type", "text/html; charset=utf-8")
      // It may show the member signed in: kept by their browser only, checked on every visit.
      .header("cache-control", "private, no-cache")
      .header("vary", "Cookie, Accept-Language")
      .header("etag", etag);
    if (page.status === 200 && matchesValidator(request.headers["if-none-match"], etag)) {
      await page.body?.cancel();
      // The browser keeps the page it has and takes this answer's headers in place of its own: a
      // policy here (this answer's nonce, or none) would refuse the kept page's inline styles and
      // data, written with the nonce of the answer that brought them. The kept policy stays.
      reply.removeHeader("content-security-policy");
      return reply.code(304).send();
    }
    if (typeof policy === "string") reply.header("content-security-policy", policyWithNonce(policy, nonce));
    if (page.body === null) return reply.send("");
    return reply.send(Readable.fromWeb(page.body as WebReadableStream<Uint8Array>));
  };
};
