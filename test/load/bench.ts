import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { builtServerEntry, builtWebDir, type RunningServer, startBuiltServer } from "../support/built-server";
import { findChromium } from "../support/chromium";
import { type HomeJavaScript, loadedHomeJavaScript, staticHomeJavaScript } from "./home-javascript";
import { failuresOf, figures, hammer, load, type LoadFigures, machineLine, startBaseline, verdict } from "./load-run";
import { memberSessionCookie } from "./member-session";

/**
 * `npm run bench` (after `npm run build`): API throughput against a bare Fastify on the same
 * machine in the same run, and the JavaScript a phone downloads for the home page.
 * Load comes from loopback only, bounded in time.
 */
const targets = { throughputRatio: 0.5, currentUserRatio: 0.35, homeJavaScriptBytes: 150 * 1024 } as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const printReport = (api: LoadFigures, currentUser: LoadFigures, baseline: LoadFigures, js: HomeJavaScript) => {
  const ratio = api.requestsPerSecond / baseline.requestsPerSecond;
  const userRatio = currentUser.requestsPerSecond / baseline.requestsPerSecond;
  const lines = [
    `| measure | value | target | result |`,
    `|---|---|---|---|`,
    `| GET /api/public-services | ${figures(api)} | | |`,
    `| GET /api/auth/user (valid session) | ${figures(currentUser)} | | |`,
    `| bare Fastify baseline | ${figures(baseline)} | | |`,
    `| public services / baseline | ${(ratio * 100).toFixed(0)} % | >= ${targets.throughputRatio * 100} % | ${verdict(ratio >= targets.throughputRatio)} |`,
    `| current user / baseline | ${(userRatio * 100).toFixed(0)} % | >= ${targets.currentUserRatio * 100} % | ${verdict(userRatio >= targets.currentUserRatio)} |`,
    `| home page JavaScript (gzip -9) | ${kb(js.totalGzipBytes)} in ${js.scripts.length} files | <= ${kb(targets.homeJavaScriptBytes)} | ${verdict(js.totalGzipBytes <= targets.homeJavaScriptBytes)} |`,
  ];
  console.log(`\n${lines.join("\n")}\n`);
  console.log(machineLine());
  console.log(`Load: ${load.connections} connections, pipelining ${load.pipelining}, ${load.durationSeconds} s each, after ${load.warmupSeconds} s of warm-up.`);
  console.log(`JavaScript measured from: ${js.method}`);
  for (const script of js.scripts) console.log(`  ${kb(script.gzipBytes).padStart(9)}  ${script.path}`);
  if ([api, currentUser, baseline].some((load) => load.non2xx + load.errors > 0)) {
    console.log(
      `\nWarning: non-2xx or failed requests (public services ${failuresOf(api)}, current user ${failuresOf(currentUser)}, baseline ${failuresOf(baseline)}): the figures are not comparable.`,
    );
  }
};

const main = async (): Promise<number> => {
  if (!existsSync(builtServerEntry) || !existsSync(join(builtWebDir, "index.html"))) {
    console.error("The production build is missing (api/dist/main.js, web/dist/index.html): run `npm run build` first.");
    return 1;
  }
  let server: RunningServer | undefined;
  let baseline: { url: string; child: ChildProcess } | undefined;
  try {
    // The per-address rate limit would answer 429 to a load generator on one address.
    server = await startBuiltServer({ LOG_LEVEL: "warn", NODE_ENV: "production", PLAIN_HTTP_TRIAL: "true", RATE_LIMIT_PER_MINUTE: "100000000" });
    baseline = await startBaseline();
    const apiUrl = `${server.origin}/api/public-services`;
    const currentUserUrl = `${server.origin}/api/auth/user`;
    const headers = { "accept-language": "ht" };
    // A member registered and signed in by an e-mail code, as the site does it: their session cookie.
    const memberHeaders = { ...headers, cookie: await memberSessionCookie(server) };

    console.log("Warming up ...");
    await hammer(apiUrl, load.warmupSeconds, headers);
    await hammer(currentUserUrl, load.warmupSeconds, memberHeaders);
    await hammer(baseline.url, load.warmupSeconds);
    console.log(`Loading GET /api/public-services for ${load.durationSeconds} s ...`);
    const apiFigures = await hammer(apiUrl, load.durationSeconds, headers);
    console.log(`Loading GET /api/auth/user with a member's session for ${load.durationSeconds} s ...`);
    const currentUserFigures = await hammer(currentUserUrl, load.durationSeconds, memberHeaders);
    console.log(`Loading the bare Fastify baseline for ${load.durationSeconds} s ...`);
    const baselineFigures = await hammer(baseline.url, load.durationSeconds);

    const chromiumPath = findChromium();
    const js =
      chromiumPath === undefined
        ? await staticHomeJavaScript(builtWebDir)
        : await loadedHomeJavaScript(builtWebDir, server.origin, chromiumPath);
    printReport(apiFigures, currentUserFigures, baselineFigures, js);
    return 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    baseline?.child.kill("SIGTERM");
    await server?.stop();
  }
};

process.exitCode = await main();
