/**
 * `npm run bench:pages` (after `npm run build`): Lighthouse's mobile preset (simulated slow 4G,
 * 4x CPU slowdown) on every public route of SPEC section 2 and the pages lists link to, three runs
 * each, the median kept; then each route's bytes over the network on a first visit, during the
 * service worker's install that follows it (its precache), and on a second visit in the same
 * browser (its HTTP cache and the installed service worker).
 *
 * BENCH_PAGES_ROUTES (comma-separated paths) and BENCH_PAGES_RUNS shorten a trial run.
 */
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { startBuiltServer } from "../support/built-server";
import { chromiumArgs, chromiumInstallHint, findChromium } from "../support/chromium";
import { machineLine } from "./load-run";

const targets = { performance: 0.95, fcpMs: 1_500, lcpMs: 2_000, tbtMs: 200, cls: 0.05, secondVisitBytes: 10 * 1024 } as const;
const runs = Number(process.env.BENCH_PAGES_RUNS ?? "3");

const publicRoutes = [
  "/",
  "/about",
  "/rules-of-engagement",
  "/terms-conditions",
  "/privacy-policy",
  "/live-meeting",
  "/lokate",
  "/ideas",
  "/login",
  "/register",
  "/leaderboard",
  "/map",
  "/tools",
  "/idea-voting",
  "/government-agencies",
  "/tools/currency-converter",
  "/services/sante",
];

interface PageFigures {
  readonly performance: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const audit = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** One Lighthouse run in its own fresh Chromium profile (a first visit). */
const lighthouseRun = async (url: string, chromePath: string): Promise<PageFigures> => {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromiumArgs] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      performance: lhr.categories.performance?.score ?? Number.NaN,
      fcpMs: audit(lhr, "first-contentful-paint"),
      lcpMs: audit(lhr, "largest-contentful-paint"),
      tbtMs: audit(lhr, "total-blocking-time"),
      cls: audit(lhr, "cumulative-layout-shift"),
    };
  } finally {
    chrome.kill();
  }
};

/**
 * Run in the page: waits until a service worker registered by the page (within a few seconds of
 * its load) is active and controls it, at most two minutes; nothing when the site registers none.
 */
const workerInstalled = `(async () => {
  if (!("serviceWorker" in navigator)) return;
  let registration;
  for (let tries = 0; tries < 50 && registration === undefined; tries += 1) {
    registration = await navigator.serviceWorker.getRegistration();
    if (registration === undefined) await new Promise((next) => setTimeout(next, 100));
  }
  if (registration === undefined) return;
  const controlled = new Promise((done) => {
    if (navigator.serviceWorker.controller !== null) done();
    else navigator.serviceWorker.addEventListener("controllerchange", () => done(), { once: true });
  });
  await Promise.race([Promise.all([navigator.serviceWorker.ready, controlled]), new Promise((next) => setTimeout(next, 120000))]);
})()`;

/**
 * Bytes that crossed the network for a page: every request of the page and of its service worker,
 * less what the service worker answered itself (Chromium reports the worker's own fetches on the
 * browser context). Counted until the network has been quiet for half a second.
 */
const visitBytes = async (origin: string, routes: readonly string[], chromePath: string) => {
  const browser = await chromium.launch({ executablePath: chromePath, args: [...chromiumArgs] });
  const bytes: { route: string; first: number; install: number; second: number }[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      let counted = 0;
      context.on("requestfinished", (request) => {
        void (async () => {
          const response = await request.response();
          if (response === null || response.fromServiceWorker()) return;
          const sizes = await request.sizes();
          counted += sizes.responseHeadersSize + sizes.responseBodySize;
        })();
      });
      const page = await context.newPage();
      const visit = async (): Promise<number> => {
        counted = 0;
        await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
        await page.waitForTimeout(500);
        return counted;
      };
      const first = await visit();
      // The service worker, where the site registers one, installs (downloads its precache) and
      // takes the page over before the second visit: what its install fetches belongs to the first
      // visit, not to the second, which began in the middle of it when the wait was a few seconds.
      counted = 0;
      await page.evaluate(workerInstalled);
      await page.waitForTimeout(500);
      const install = counted;
      const second = await visit();
      bytes.push({ route, first, install, second });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return bytes;
};

const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? "" : " ✗");

const main = async (): Promise<number> => {
  const chromePath = findChromium();
  if (chromePath === undefined) {
    console.error(chromiumInstallHint);
    return 1;
  }
  const routes = process.env.BENCH_PAGES_ROUTES?.split(",") ?? publicRoutes;
  const server = await startBuiltServer({ LOG_LEVEL: "warn", NODE_ENV: "production", PLAIN_HTTP_TRIAL: "true", RATE_LIMIT_PER_MINUTE: "100000000" });
  try {
    console.log(`Lighthouse mobile preset, ${runs} runs per route (median), against ${server.origin} ...`);
    const rows: string[] = [];
    let missed = 0;
    for (const route of routes) {
      const measured: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A run Lighthouse could not finish (a page that never painted in its window) is tried once more, then reported.
        measured.push(await lighthouseRun(`${server.origin}${route}`, chromePath).catch(() => lighthouseRun(`${server.origin}${route}`, chromePath)));
      }
      const figures: PageFigures = {
        performance: median(measured.map((one) => one.performance)),
        fcpMs: median(measured.map((one) => one.fcpMs)),
        lcpMs: median(measured.map((one) => one.lcpMs)),
        tbtMs: median(measured.map((one) => one.tbtMs)),
        cls: median(measured.map((one) => one.cls)),
      };
      const meets = {
        performance: figures.performance >= targets.performance,
        fcp: figures.fcpMs <= targets.fcpMs,
        lcp: figures.lcpMs <= targets.lcpMs,
        tbt: figures.tbtMs <= targets.tbtMs,
        cls: figures.cls < targets.cls,
      };
      missed += Object.values(meets).filter((met) => !met).length;
      const row =
        `| ${route} | ${figures.performance.toFixed(2)}${mark(meets.performance)} | ${seconds(figures.fcpMs)}${mark(meets.fcp)} | ` +
        `${seconds(figures.lcpMs)}${mark(meets.lcp)} | ${Math.round(figures.tbtMs)} ms${mark(meets.tbt)} | ${figures.cls.toFixed(3)}${mark(meets.cls)} |`;
      console.log(row);
      rows.push(row);
    }
    const bytes = await visitBytes(server.origin, routes, chromePath);
    console.log(`\n| route | performance | FCP | LCP | TBT | CLS |\n|---|---|---|---|---|---|\n${rows.join("\n")}`);
    console.log(`\nTargets: performance >= ${targets.performance}, FCP <= ${seconds(targets.fcpMs)}, LCP <= ${seconds(targets.lcpMs)}, TBT <= ${targets.tbtMs} ms, CLS < ${targets.cls}; ✗ marks a miss.`);
    console.log(`\n| route | first visit | service worker's install after it | second visit |\n|---|---|---|---|`);
    for (const { route, first, install, second } of bytes) {
      console.log(`| ${route} | ${kb(first)} | ${kb(install)} | ${kb(second)}${mark(second <= targets.secondVisitBytes)} |`);
    }
    console.log(`\nSecond visit: at most ${kb(targets.secondVisitBytes)} over the network for a page whose data did not change.`);
    console.log(machineLine());
    console.log(missed === 0 ? "Every route meets every target." : `${missed} figure(s) miss their target.`);
    return 0;
  } finally {
    await server.stop();
  }
};

process.exitCode = await main();
