import { existsSync } from "node:fs";
import { builtServerEntry, type RunningServer, startBuiltServer } from "../support/built-server";
import { type BenchDatabase, type BenchPopulation, prepareBenchDatabase } from "./bench-database";
import { failuresOf, figures, load, type LoadFigures, machineLine, startBaseline, verdict } from "./load-run";

/** What a bench starts; each piece is stopped or removed when the bench ends, whatever happened. */
export interface BenchRig {
  prepareDatabase(population: BenchPopulation): Promise<BenchDatabase>;
  /**
   * The production build on the database, without the per-address rate limit, which would answer
   * 429 to a load generator on one address. Called again, it starts another instance beside it.
   */
  startServer(database: BenchDatabase, env?: Record<string, string>): Promise<RunningServer>;
  /** The bare Fastify the API figures are compared with. */
  startBaseline(): Promise<{ url: string }>;
}

/**
 * Runs `bench:<name>` on the production build and answers its exit code: 1 with the server's
 * output when the build is missing or anything fails.
 */
export const runBench = async (name: string, bench: (rig: BenchRig) => Promise<void>): Promise<number> => {
  if (!existsSync(builtServerEntry)) {
    console.error("The production build is missing (api/dist/main.js): run `npm run build` first.");
    return 1;
  }
  let database: BenchDatabase | undefined;
  const servers: RunningServer[] = [];
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    await bench({
      prepareDatabase: async (population) => (database = await prepareBenchDatabase(population)),
      startServer: async (prepared, env = {}) => {
        const server = await startBuiltServer({ LOG_LEVEL: "warn", NODE_ENV: "production", PLAIN_HTTP_TRIAL: "true", RATE_LIMIT_PER_MINUTE: "100000000", ...prepared.env, ...env });
        servers.push(server);
        return server;
      },
      startBaseline: async () => (baseline = await startBaseline()),
    });
    return 0;
  } catch (error) {
    console.error(`bench:${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    for (const server of servers) console.error(server.output());
    return 1;
  } finally {
    baseline?.child.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.stop()));
    await database?.remove();
  }
};

/** One measured API call: `row` names it in the table, `label` in the failure warning. */
export interface MeasuredCall {
  readonly row: string;
  readonly label: string;
  readonly result: LoadFigures;
  /** Why the row has no target (shown in the target column), for a figure kept for information. */
  readonly untargeted?: string;
}

/**
 * The report of a bench comparing API calls with the bare Fastify of the same run: the table,
 * the machine, the bench's own `facts` (its database, ...), the load, and a warning when any load
 * met non-2xx answers or failures, whose figures are then not comparable.
 */
export const printComparison = (
  measured: readonly MeasuredCall[],
  baseline: LoadFigures,
  targets: { readonly ratio: number; readonly p99Ms: number },
  facts: readonly string[],
): void => {
  const rows = measured.map(({ row, result, untargeted }) => {
    const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
    const share = `${(ratio * 100).toFixed(0)} %`;
    if (untargeted !== undefined) return `| ${row} | ${figures(result)} | ${share} | ${untargeted} | measured |`;
    const ok = ratio >= targets.ratio && result.p99Ms < targets.p99Ms;
    return `| ${row} | ${figures(result)} | ${share} | >= ${targets.ratio * 100} %, p99 < ${targets.p99Ms} ms | ${verdict(ok)} |`;
  });
  const lines = ["| measure | value | share of baseline | target | result |", "|---|---|---|---|---|", ...rows, `| bare Fastify baseline | ${figures(baseline)} | 100 % | | |`];
  console.log(`\n${lines.join("\n")}\n`);
  console.log(machineLine());
  for (const fact of facts) console.log(fact);
  console.log(`Load: ${load.connections} connections, pipelining ${load.pipelining}, ${load.durationSeconds} s each, after ${load.warmupSeconds} s of warm-up.`);
  const all = [...measured.map(({ label, result }) => [label, result] as const), ["baseline", baseline] as const];
  if (all.some(([, result]) => result.non2xx + result.errors > 0)) {
    console.log(`\nWarning: non-2xx or failed requests (${all.map(([label, result]) => `${label} ${failuresOf(result)}`).join(", ")}): the figures are not comparable.`);
  }
};
