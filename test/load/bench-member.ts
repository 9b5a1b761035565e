import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { builtServerEntry, type RunningServer, startBuiltServer } from "../support/built-server";
import { type BenchDatabase, prepareBenchDatabase } from "./bench-database";
import { failuresOf, figures, hammer, load, type LoadFigures, machineLine, startBaseline, verdict } from "./load-run";

/**
 * `npm run bench:member` (after `npm run build`): the points bar and the notification panel of a
 * signed-in member, each against a bare Fastify on the same machine in the same run, on a
 * database of 10,000 members and 200,000 ledger lines.
 */
const population = { members: 10_000, ledgerLinesPerMember: 20, notificationsPerMember: 10, signedIn: 1 } as const;
const targets = { ratio: 0.25, p99Ms: 50 } as const;
const calls = ["/api/user/stats", "/api/user/recent-points", "/api/notifications"] as const;

const printReport = (measured: ReadonlyArray<readonly [string, LoadFigures]>, baseline: LoadFigures, database: BenchDatabase) => {
  const lines = [
    "| measure | value | share of baseline | target | result |",
    "|---|---|---|---|---|",
    ...measured.map(([call, result]) => {
      const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
      const ok = ratio >= targets.ratio && result.p99Ms < targets.p99Ms;
      return `| GET ${call} (valid session) | ${figures(result)} | ${(ratio * 100).toFixed(0)} % | >= ${targets.ratio * 100} %, p99 < ${targets.p99Ms} ms | ${verdict(ok)} |`;
    }),
    `| bare Fastify baseline | ${figures(baseline)} | 100 % | | |`,
  ];
  console.log(`\n${lines.join("\n")}\n`);
  console.log(machineLine());
  console.log(
    `Database: ${database.describe}, ${database.counts.members} members, ${database.counts.ledgerLines} ledger lines, ${database.counts.notifications} notifications.`,
  );
  console.log(`Load: ${load.connections} connections, pipelining ${load.pipelining}, ${load.durationSeconds} s each, after ${load.warmupSeconds} s of warm-up.`);
  const all: ReadonlyArray<readonly [string, LoadFigures]> = [...measured, ["baseline", baseline]];
  if (all.some(([, result]) => result.non2xx + result.errors > 0)) {
    console.log(`\nWarning: non-2xx or failed requests (${all.map(([call, result]) => `${call} ${failuresOf(result)}`).join(", ")}): the figures are not comparable.`);
  }
};

const main = async (): Promise<number> => {
  if (!existsSync(builtServerEntry)) {
    console.error("The production build is missing (api/dist/main.js): run `npm run build` first.");
    return 1;
  }
  let database: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  let baseline: { url: string; child: ChildProcess } | undefined;
  try {
    console.log(`Seeding ${population.members} members and ${population.members * population.ledgerLinesPerMember} ledger lines ...`);
    database = await prepareBenchDatabase(population);
    // The per-address rate limit would answer 429 to a load generator on one address.
    server = await startBuiltServer({ LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "100000000", ...database.env });
    baseline = await startBaseline();
    const headers = { "accept-language": "ht", cookie: database.cookies[0] ?? "" };
    for (const call of calls) {
      const check = await fetch(`${server.origin}${call}`, { headers });
      if (check.status !== 200) throw new Error(`GET ${call} with the member's session answered ${check.status}: ${await check.text()}`);
    }

    console.log("Warming up ...");
    for (const call of calls) await hammer(`${server.origin}${call}`, load.warmupSeconds, headers);
    await hammer(baseline.url, load.warmupSeconds);
    const measured: Array<readonly [string, LoadFigures]> = [];
    for (const call of calls) {
      console.log(`Loading GET ${call} with a member's session for ${load.durationSeconds} s ...`);
      measured.push([call, await hammer(`${server.origin}${call}`, load.durationSeconds, headers)]);
    }
    console.log(`Loading the bare Fastify baseline for ${load.durationSeconds} s ...`);
    const baselineFigures = await hammer(baseline.url, load.durationSeconds);
    printReport(measured, baselineFigures, database);
    return 0;
  } catch (error) {
    console.error(`bench:member failed: ${error instanceof Error ? error.message : String(error)}`);
    if (server !== undefined) console.error(server.output());
    return 1;
  } finally {
    baseline?.child.kill("SIGTERM");
    await server?.stop();
    await database?.remove();
  }
};

process.exitCode = await main();
