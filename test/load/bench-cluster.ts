/**
 * `npm run bench:cluster` (after `npm run build`): the break point of one instance, then of two
 * behind the round-robin proxy, for signed-in members. Each simulated member holds its event
 * stream (GET /api/events) open; its page then either reads what the web client reads (the
 * `streams` model, the default) or polls as issue 16's seed model does, `GET /api/user/stats` and
 * `GET /api/user/recent-points` every 10 s and `GET /api/notifications` and
 * `GET /api/live-meeting-status` every 30 s (BENCH_CLUSTER_MODEL=polling). At each step a moderator
 * starts and stops the live meeting, whose status is pushed to every stream. Members are added step
 * by step until the p99 of the calls passes 200 ms, a push's p99 passes 1 s, or anything fails (a
 * non-2xx answer, a failed request, a stream that would not open or was dropped, a push that never
 * came). Each step reports the latencies and each process's share of the machine's CPU.
 *
 * Needs a PostgreSQL server (several instances share one): BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432; a fresh database is made and dropped. REDIS_URL is handed to
 * the instances when BENCH_REDIS_URL is set. BENCH_CLUSTER_STEPS (members per step, comma-separated)
 * and BENCH_CLUSTER_SECONDS (measured seconds per step, default 15) shorten a trial run;
 * BENCH_CLUSTER_INSTANCES (1 or 2) measures one topology only. The members are simulated by
 * BENCH_CLUSTER_GENERATORS child processes (member-load-coordinator.ts, default 2) and the proxy
 * runs BENCH_CLUSTER_PROXY_WORKERS node:cluster workers (default 1), so neither the load generator
 * nor the proxy is the break point measured.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { repositoryRoot, type RunningServer, waitUntilHealthy } from "../support/built-server";
import { runBench } from "./bench-rig";
import { percentileOf as percentile } from "./event-stream-client";
import { machineLine } from "./load-run";
import { generatorCount, MemberLoad, type MemberModel } from "./member-load-coordinator";
import { cores, cpuSeconds, machineShare, ownCpuSeconds, percent } from "./process-cpu";

const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";
const steps = (process.env.BENCH_CLUSTER_STEPS ?? "500,1000,2000,3000,4500,6000,8000,10000,12500,15000").split(",").map(Number);
const measureSeconds = Number(process.env.BENCH_CLUSTER_SECONDS ?? "15");
const warmUpSeconds = 5;
const p99LimitMs = 200;

/**
 * BENCH_CLUSTER_MODEL: `polling`, the issue's seed model above (a stream held open and the page
 * polling all the same), `streams`, what the web client does (member-events/lib/live-updates.ts):
 * the stream held open, the four reads once when the page opens, no polling while the stream is
 * up, and a page view a minute (the public services' list, as a member moving between screens), or
 * `held`: the stream held open and nothing else called (what holding connections alone costs).
 * Every model also times, at each step, the push of the live meeting's status to every stream.
 */
const model: MemberModel = process.env.BENCH_CLUSTER_MODEL === "polling" ? "polling" : process.env.BENCH_CLUSTER_MODEL === "held" ? "held" : "streams";
const pushP99LimitMs = 1_000;
/** BENCH_CLUSTER_INSTANCES: 1 measures one instance only, 2 two behind the proxy only; unset, both. */
const topologies = process.env.BENCH_CLUSTER_INSTANCES === "1" ? [1] : process.env.BENCH_CLUSTER_INSTANCES === "2" ? [2] : [1, 2];
const proxyWorkers = Math.max(1, Number(process.env.BENCH_CLUSTER_PROXY_WORKERS ?? "1") || 1);

/**
 * The open-file limit every process of the bench gets (Node raises its soft limit to the hard one
 * at start): a held stream is one file in its instance, two in the proxy, one in its generator.
 */
const openFileCeilings = (): { line: string; oneInstance: number; twoInstances: number } => {
  const limits = /Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/.exec(readFileSync("/proc/self/limits", "utf8"));
  const hard = limits?.[2] === undefined || limits[2] === "unlimited" ? Number.POSITIVE_INFINITY : Number(limits[2]);
  // Files an instance opens besides streams: its database pool, its logs, its listening socket...
  const usable = hard - 200;
  const oneInstance = Math.min(usable, usable * generatorCount);
  const twoInstances = Math.floor(Math.min(2 * usable, (usable * proxyWorkers) / 2, usable * generatorCount));
  return {
    line: `Open files: soft ${limits?.[1] ?? "?"}, hard ${limits?.[2] ?? "?"} per process (ulimit -n); that caps one instance at about ${oneInstance} streams and two behind the proxy (${proxyWorkers} worker(s), 2 files per stream) at about ${twoInstances}.`,
    oneInstance,
    twoInstances,
  };
};

/** Starts the proxy in its own processes and answers its origin and process ids (its primary first). */
const startProxy = async (servers: readonly RunningServer[]): Promise<{ origin: string; child: ChildProcess; pids: number[] }> => {
  const ports = servers.map((server) => new URL(server.origin).port);
  const child = spawn(process.execPath, ["--import", "tsx", join(repositoryRoot, "test/support/round-robin-proxy-process.ts"), ...ports], { cwd: repositoryRoot, stdio: ["ignore", "pipe", "inherit"] });
  const { origin, pids } = await new Promise<{ origin: string; pids: number[] }>((done, fail) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\S+)((?: \d+)*)/.exec(chunk.toString());
      if (match?.[1] !== undefined) done({ origin: match[1], pids: (match[2] ?? "").trim().split(" ").map(Number) });
    });
    child.once("exit", (code) => fail(new Error(`the proxy exited (${code}) before listening`)));
  });
  // Its first health checks must have seen the instances ready, or it answers 502.
  await waitUntilHealthy(`${origin}/readyz`, child, 30_000);
  return { origin, child, pids };
};

const header =
  "| instances | members (streams open) | calls/s | p50 | p99 | status push p99 (missing) | failed, dropped | CPU per instance | proxy CPU (primary + workers) | load generators CPU (+ coordinator) | result |\n|---|---|---|---|---|---|---|---|---|---|---|";

/** CPU seconds of each process so far (NaN where one cannot be read). */
const cpuOf = (pids: readonly (number | undefined)[]): number[] => pids.map((pid) => cpuSeconds(pid));

/** Raises the members step by step on `origin` until a step fails; answers the largest that passed. */
const findBreakPoint = async (label: string, origin: string, cookies: readonly string[], instances: readonly RunningServer[], proxyPids: readonly number[]): Promise<number> => {
  // The last seeded session is a moderator's (bench-database.ts): it starts and stops the meeting, and is never one of the members.
  const moderatorCookie = cookies.at(-1) ?? "";
  const memberCookies = cookies.slice(0, -1);
  const members = await MemberLoad.start(origin, model, { warmUpSeconds, measureSeconds });
  let held = 0;
  console.log(`\n${label}\n\n${header}`);
  try {
    for (const step of steps) {
      if (step > memberCookies.length) break;
      await members.add(memberCookies.slice(members.streams, step));
      await new Promise((done) => setTimeout(done, warmUpSeconds * 1_000));
      const before = await members.measure(true);
      const cpuBefore = cpuOf(instances.map((server) => server.pid()));
      const proxyBefore = cpuOf(proxyPids);
      const generatorsBefore = cpuOf(members.pids());
      const ownBefore = process.cpuUsage();
      const started = performance.now();
      await new Promise((done) => setTimeout(done, measureSeconds * 1_000));
      const window = await members.measure(false);
      const seconds = (performance.now() - started) / 1_000;
      const cpuAfter = cpuOf(instances.map((server) => server.pid()));
      const proxyAfter = cpuOf(proxyPids);
      const generatorsAfter = cpuOf(members.pids());
      const own = ownCpuSeconds(ownBefore);
      const pushes = await members.timePushes(moderatorCookie, pushP99LimitMs * 5);
      const shares = (from: readonly number[], to: readonly number[]) => to.map((after, index) => percent(machineShare(after - (from[index] ?? Number.NaN), seconds))).join(" + ");
      const sorted = window.latencies.sort((a, b) => a - b);
      const p99 = percentile(sorted, 0.99);
      const dropped = window.dropped - before.dropped;
      const ok = !(p99 >= p99LimitMs) && window.failures === 0 && dropped === 0 && members.streams === step && pushes.p99 < pushP99LimitMs && pushes.missing === 0;
      console.log(
        `| ${instances.length} | ${step} (${members.streams}) | ${Math.round(sorted.length / seconds)} | ${percentile(sorted, 0.5).toFixed(0)} ms | ${p99.toFixed(0)} ms | ${pushes.p99.toFixed(0)} ms (${pushes.missing}) | ` +
          `${window.failures}, ${dropped} | ${shares(cpuBefore, cpuAfter)} | ${proxyPids.length === 0 ? "-" : shares(proxyBefore, proxyAfter)} | ` +
          `${shares(generatorsBefore, generatorsAfter)} (+ ${percent(machineShare(own, seconds))}) | ${ok ? "holds" : "BREAKS"} |`,
      );
      if (window.failures > 0) console.log(`(failed calls so far, by generator: ${window.reasons})`);
      if (!ok) break;
      held = step;
    }
  } catch (error) {
    console.log(`(stopped: ${error instanceof Error ? error.message : String(error)})`);
  } finally {
    await members.end();
  }
  return held;
};

const name = `kominote_bench_cluster_${process.pid}`;
const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
await admin.connect();
await admin.query(`create database ${name}`);
// The rig seeds the database DATABASE_URL names and hands it to the instances.
process.env.DATABASE_URL = `${postgresUrl}/${name}`;
const instanceEnv: Record<string, string> = process.env.BENCH_REDIS_URL === undefined ? {} : { REDIS_URL: process.env.BENCH_REDIS_URL };
try {
  process.exitCode = await runBench("cluster", async (rig) => {
    const most = Math.max(...steps);
    const ceilings = openFileCeilings();
    console.log(ceilings.line);
    if (topologies.includes(1) && most > ceilings.oneInstance) console.log(`The open-file limit caps one instance below the largest step (${most}): steps above ${ceilings.oneInstance} will break on it, not on the server.`);
    if (topologies.includes(2) && most > ceilings.twoInstances) console.log(`The open-file limit caps two instances behind the proxy below the largest step (${most}): raise BENCH_CLUSTER_PROXY_WORKERS or the hard limit.`);
    console.log(`Seeding ${most} members with open sessions ...`);
    // One more than the largest step: the moderator who starts and stops the meeting.
    const database = await rig.prepareDatabase({ members: most + 1, ledgerLinesPerMember: 10, notificationsPerMember: 5, signedIn: most + 1 });
    const first = await rig.startServer(database, instanceEnv);
    const held: string[] = [];
    if (topologies.includes(1)) held.push(`one instance held ${await findBreakPoint("One instance:", first.origin, database.cookies, [first], [])} members`);
    if (topologies.includes(2)) {
      const second = await rig.startServer(database, instanceEnv);
      const proxy = await startProxy([first, second]);
      try {
        held.push(`two held ${await findBreakPoint(`Two instances behind the round-robin proxy (${proxyWorkers} worker(s)):`, proxy.origin, database.cookies, [first, second], proxy.pids)}`);
      } finally {
        proxy.child.kill("SIGTERM");
      }
    }
    console.log(`\nModel: ${model}.`);
    console.log(`\nBreak point: ${held.join(", ")} (steps ${steps.join(", ")}; p99 under ${p99LimitMs} ms, nothing failed).`);
    console.log(machineLine());
    console.log(`Database: ${database.describe}${instanceEnv.REDIS_URL === undefined ? ", events and rate-limit counts through PostgreSQL" : ", events and counts through Redis"}; ${database.counts.members} members, ${database.counts.notifications} notifications.`);
    console.log(`Each step: ${warmUpSeconds} s after adding members, ${measureSeconds} s measured. ${generatorCount} load generators (127.0.1.1-${generatorCount}), the proxy and the instances share the machine's ${cores} cores.`);
  });
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
