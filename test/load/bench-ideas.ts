import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { builtServerEntry, type RunningServer, startBuiltServer } from "../support/built-server";
import { type BenchDatabase, prepareBenchDatabase } from "./bench-database";
import { type IdeaCounts, ideaPopulation, seedIdeas } from "./idea-seed";
import { failuresOf, figures, hammer, load, type LoadFigures, machineLine, startBaseline, verdict } from "./load-run";

/**
 * `npm run bench:ideas` (after `npm run build`): the idea lists (/ideas, /idea-voting, a service's
 * ideas tab) read by a visitor and by a signed-in member, each against a bare Fastify on the same
 * machine in the same run, on 10,000 members, 20,000 ideas (1 in 100 hidden by a moderator) and
 * 300,000 votes.
 */
const population = { members: 10_000, ledgerLinesPerMember: 0, notificationsPerMember: 0, signedIn: 1 } as const;
const targets = { ratio: 0.25, p99Ms: 50 } as const;

interface Call {
  readonly label: string;
  readonly path: string;
  readonly asMember: boolean;
}

const printReport = (
  measured: ReadonlyArray<readonly [Call, LoadFigures, number]>,
  baseline: LoadFigures,
  database: BenchDatabase,
  counts: IdeaCounts,
) => {
  const lines = [
    "| measure | value | share of baseline | target | result |",
    "|---|---|---|---|---|",
    ...measured.map(([call, result, bytes]) => {
      const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
      const ok = ratio >= targets.ratio && result.p99Ms < targets.p99Ms;
      return `| ${call.label} (${(bytes / 1024).toFixed(1)} KB) | ${figures(result)} | ${(ratio * 100).toFixed(0)} % | >= ${targets.ratio * 100} %, p99 < ${targets.p99Ms} ms | ${verdict(ok)} |`;
    }),
    `| bare Fastify baseline | ${figures(baseline)} | 100 % | | |`,
  ];
  console.log(`\n${lines.join("\n")}\n`);
  console.log(machineLine());
  console.log(
    `Database: ${database.describe}, ${database.counts.members} members, ${counts.ideas} ideas (${counts.hidden} hidden), ${counts.votes} votes.`,
  );
  console.log(`Load: ${load.connections} connections, pipelining ${load.pipelining}, ${load.durationSeconds} s each, after ${load.warmupSeconds} s of warm-up.`);
  const all = [...measured.map(([call, result]) => [call.label, result] as const), ["baseline", baseline] as const];
  if (all.some(([, result]) => result.non2xx + result.errors > 0)) {
    console.log(`\nWarning: non-2xx or failed requests (${all.map(([label, result]) => `${label} ${failuresOf(result)}`).join(", ")}): the figures are not comparable.`);
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
    console.log(`Seeding ${population.members} members, ${ideaPopulation.ideas} ideas and ${ideaPopulation.votes} votes ...`);
    database = await prepareBenchDatabase(population);
    const counts = await seedIdeas(database);
    // The per-address rate limit would answer 429 to a load generator on one address.
    server = await startBuiltServer({ LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "100000000", ...database.env });
    baseline = await startBaseline();
    const services = (await (await fetch(`${server.origin}/api/public-services`)).json()) as { id: number }[];
    const calls: Call[] = [
      { label: "GET /api/ideas (visitor)", path: "/api/ideas", asMember: false },
      { label: "GET /api/ideas (valid session)", path: "/api/ideas", asMember: true },
      { label: "GET /api/ideas?sort=votes (valid session)", path: "/api/ideas?sort=votes", asMember: true },
      { label: "GET /api/ideas/service/{id}?sort=votes (visitor)", path: `/api/ideas/service/${String(services[0]?.id)}?sort=votes`, asMember: false },
    ];
    const headersOf = (call: Call) => ({ "accept-language": "ht", ...(call.asMember ? { cookie: database?.cookies[0] ?? "" } : {}) });
    const sizes = new Map<Call, number>();
    for (const call of calls) {
      const check = await fetch(`${server.origin}${call.path}`, { headers: headersOf(call) });
      const body = await check.text();
      if (check.status !== 200) throw new Error(`GET ${call.path} answered ${check.status}: ${body}`);
      const ideas = JSON.parse(body) as { authorName: string | null }[];
      if (ideas.length !== 30) throw new Error(`GET ${call.path} answered ${ideas.length} ideas, not one page of 30`);
      if (ideas.some((idea) => (idea.authorName === null) === call.asMember)) throw new Error(`GET ${call.path} named authors wrongly`);
      sizes.set(call, Buffer.byteLength(body));
    }

    console.log("Warming up ...");
    for (const call of calls) await hammer(`${server.origin}${call.path}`, load.warmupSeconds, headersOf(call));
    await hammer(baseline.url, load.warmupSeconds);
    const measured: Array<readonly [Call, LoadFigures, number]> = [];
    for (const call of calls) {
      console.log(`Loading ${call.label} for ${load.durationSeconds} s ...`);
      measured.push([call, await hammer(`${server.origin}${call.path}`, load.durationSeconds, headersOf(call)), sizes.get(call) ?? 0]);
    }
    console.log(`Loading the bare Fastify baseline for ${load.durationSeconds} s ...`);
    const baselineFigures = await hammer(baseline.url, load.durationSeconds);
    printReport(measured, baselineFigures, database, counts);
    return 0;
  } catch (error) {
    console.error(`bench:ideas failed: ${error instanceof Error ? error.message : String(error)}`);
    if (server !== undefined) console.error(server.output());
    return 1;
  } finally {
    baseline?.child.kill("SIGTERM");
    await server?.stop();
    await database?.remove();
  }
};

process.exitCode = await main();
