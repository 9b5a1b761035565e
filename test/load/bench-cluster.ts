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
 * and BENCH_CLUSTER_SECONDS (measured seconds per step, default 15) shorten a trial run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { repositoryRoot, type RunningServer, waitUntilHealthy } from "../support/built-server";
import { runBench } from "./bench-rig";
import { type BenchStream, liveStartRound, liveStatusKey, measureFanOut, openBenchStreams, percentileOf, percentileOf as percentile } from "./event-stream-client";
import { machineLine } from "./load-run";
import { cores, cpuSeconds, machineShare, ownCpuSeconds, percent } from "./process-cpu";

const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";
const steps = (process.env.BENCH_CLUSTER_STEPS ?? "500,1000,2000,3000,4500,6000,8000,10000,12500,15000").split(",").map(Number);
const measureSeconds = Number(process.env.BENCH_CLUSTER_SECONDS ?? "15");
const warmUpSeconds = 5;
const p99LimitMs = 200;
/** The model: [path, every ms]. */
const polls = [
  ["/api/user/stats", 10_000],
  ["/api/user/recent-points", 10_000],
  ["/api/notifications", 30_000],
  ["/api/live-meeting-status", 30_000],
] as const;

/**
 * BENCH_CLUSTER_MODEL: `polling`, the issue's seed model above (a stream held open and the page
 * polling all the same), or `streams`, what the web client does (member-events/lib/live-updates.ts):
 * the stream held open, the four reads once when the page opens, no polling while the stream is
 * up, and a page view a minute (the public services' list, as a member moving between screens).
 * Both models also time, at each step, the push of the live meeting's status to every stream.
 */
const model = process.env.BENCH_CLUSTER_MODEL === "polling" ? "polling" : "streams";
const pageViewEveryMs = 60_000;
const pushP99LimitMs = 1_000;

interface Window {
  latencies: number[];
  failures: number;
}

/** Members with their stream and their page's timers; calls made while `window` is set are measured. */
class Population {
  readonly streams: BenchStream[] = [];
  readonly timers: NodeJS.Timeout[] = [];
  readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  dropped = 0;
  private ending = false;
  window: Window | null = null;

  constructor(private readonly origin: string) {}

  private call(path: string, cookie: string): void {
    const measured = this.window;
    const started = performance.now();
    const sent = request(`${this.origin}${path}`, { agent: this.agent, headers: { cookie, "accept-language": "ht" } }, (answer) => {
      answer.resume();
      answer.on("end", () => {
        if (measured === null) return;
        if (answer.statusCode !== 200) measured.failures += 1;
        else measured.latencies.push(performance.now() - started);
      });
    });
    sent.on("error", () => {
      if (measured !== null) measured.failures += 1;
    });
    sent.end();
  }

  async add(cookies: readonly string[]): Promise<void> {
    const { open } = await openBenchStreams(this.origin, cookies, liveStatusKey);
    for (const stream of open) {
      stream.request.on("close", () => {
        if (!this.ending) this.dropped += 1;
      });
    }
    this.streams.push(...open);
    for (const cookie of cookies) {
      if (model === "streams") {
        // The page opens at a random moment of the step's measured window (its reads are what is
        // measured): the four reads once, then a page view a minute.
        const opening = setTimeout(
          () => {
            for (const [path] of polls) this.call(path, cookie);
            this.timers.push(setInterval(() => this.call("/api/public-services", cookie), pageViewEveryMs));
          },
          (warmUpSeconds + Math.random() * measureSeconds) * 1_000,
        );
        this.timers.push(opening);
        continue;
      }
      for (const [path, everyMs] of polls) {
        const start = setTimeout(() => {
          this.call(path, cookie);
          this.timers.push(setInterval(() => this.call(path, cookie), everyMs));
        }, Math.random() * everyMs);
        this.timers.push(start);
      }
    }
  }

  /**
   * The moderator starts the live meeting, then stops it: two pushes of its status to every open
   * stream, each timed from the call until it reaches the stream (measureFanOut).
   */
  async timePushes(moderatorCookie: string): Promise<{ readonly p99: number; readonly missing: number }> {
    const post = (path: string) => fetch(`${this.origin}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie: moderatorCookie }, body: "{}" });
    const start = liveStartRound(() => post("/api/live-meeting/start"));
    const started = await measureFanOut(this.streams, [start], pushP99LimitMs * 5);
    for (const stream of this.streams) stream.arrivals.delete("off");
    const stopped = await measureFanOut(this.streams, [{ key: "off", label: "stop", expectedStatus: 200, send: () => post("/api/live-meeting/stop") }], pushP99LimitMs * 5);
    const latencies = [...started.latencies, ...stopped.latencies].sort((a, b) => a - b);
    return { p99: percentileOf(latencies, 0.99), missing: started.missing + stopped.missing };
  }

  /** Stops every timer and closes every stream (their closing is not counted as dropped). */
  end(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.ending = true;
    for (const stream of this.streams) stream.request.destroy();
    this.agent.destroy();
  }
}

/** Starts the proxy in its own process and answers its origin. */
const startProxy = async (servers: readonly RunningServer[]): Promise<{ origin: string; child: ChildProcess }> => {
  const ports = servers.map((server) => new URL(server.origin).port);
  const child = spawn(process.execPath, ["--import", "tsx", join(repositoryRoot, "test/support/round-robin-proxy-process.ts"), ...ports], { cwd: repositoryRoot, stdio: ["ignore", "pipe", "inherit"] });
  const origin = await new Promise<string>((done, fail) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match?.[1] !== undefined) done(match[1]);
    });
    child.once("exit", (code) => fail(new Error(`the proxy exited (${code}) before listening`)));
  });
  // Its first health checks must have seen the instances ready, or it answers 502.
  await waitUntilHealthy(`${origin}/readyz`, child, 30_000);
  return { origin, child };
};

const header =
  "| instances | members (streams open) | calls/s | p50 | p99 | status push p99 (missing) | failed, dropped | CPU per instance | proxy CPU | load generator CPU | result |\n|---|---|---|---|---|---|---|---|---|---|---|";

/** Raises the members step by step on `origin` until a step fails; answers the largest that passed. */
const findBreakPoint = async (label: string, origin: string, cookies: readonly string[], instances: readonly RunningServer[], proxy: ChildProcess | undefined): Promise<number> => {
  // The last seeded session is a moderator's (bench-database.ts): it starts and stops the meeting, and is never one of the members.
  const moderatorCookie = cookies.at(-1) ?? "";
  const memberCookies = cookies.slice(0, -1);
  const population = new Population(origin);
  let held = 0;
  console.log(`\n${label}\n\n${header}`);
  try {
    for (const members of steps) {
      if (members > memberCookies.length) break;
      await population.add(memberCookies.slice(population.streams.length, members));
      await new Promise((done) => setTimeout(done, warmUpSeconds * 1_000));
      const droppedBefore = population.dropped;
      const cpuBefore = instances.map((server) => cpuSeconds(server.pid()));
      const proxyBefore = cpuSeconds(proxy?.pid);
      const ownBefore = process.cpuUsage();
      const window: Window = { latencies: [], failures: 0 };
      population.window = window;
      const started = performance.now();
      await new Promise((done) => setTimeout(done, measureSeconds * 1_000));
      population.window = null;
      const seconds = (performance.now() - started) / 1_000;
      const pushes = await population.timePushes(moderatorCookie);
      const share = (before: number, after: number) => machineShare(after - before, seconds);
      const cpu = instances.map((server, index) => percent(share(cpuBefore[index] ?? Number.NaN, cpuSeconds(server.pid()))));
      const sorted = window.latencies.sort((a, b) => a - b);
      const p99 = percentile(sorted, 0.99);
      const dropped = population.dropped - droppedBefore;
      const ok = !(p99 >= p99LimitMs) && window.failures === 0 && dropped === 0 && population.streams.length === members && pushes.p99 < pushP99LimitMs && pushes.missing === 0;
      console.log(
        `| ${instances.length} | ${members} (${population.streams.length}) | ${Math.round(sorted.length / seconds)} | ${percentile(sorted, 0.5).toFixed(0)} ms | ${p99.toFixed(0)} ms | ${pushes.p99.toFixed(0)} ms (${pushes.missing}) | ` +
          `${window.failures}, ${dropped} | ${cpu.join(" + ")} | ${proxy === undefined ? "-" : percent(share(proxyBefore, cpuSeconds(proxy.pid)))} | ` +
          `${percent(machineShare(ownCpuSeconds(ownBefore), seconds))} | ${ok ? "holds" : "BREAKS"} |`,
      );
      if (!ok) break;
      held = members;
    }
  } catch (error) {
    console.log(`(stopped: ${error instanceof Error ? error.message : String(error)})`);
  } finally {
    population.end();
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
    console.log(`Seeding ${most} members with open sessions ...`);
    // One more than the largest step: the moderator who starts and stops the meeting.
    const database = await rig.prepareDatabase({ members: most + 1, ledgerLinesPerMember: 10, notificationsPerMember: 5, signedIn: most + 1 });
    const first = await rig.startServer(database, instanceEnv);
    const one = await findBreakPoint("One instance:", first.origin, database.cookies, [first], undefined);
    const second = await rig.startServer(database, instanceEnv);
    const proxy = await startProxy([first, second]);
    let two: number;
    try {
      two = await findBreakPoint("Two instances behind the round-robin proxy:", proxy.origin, database.cookies, [first, second], proxy.child);
    } finally {
      proxy.child.kill("SIGTERM");
    }
    console.log(`\nModel: ${model}.`);
    console.log(`\nBreak point: one instance held ${one} members, two held ${two} (steps ${steps.join(", ")}; p99 under ${p99LimitMs} ms, nothing failed).`);
    console.log(machineLine());
    console.log(`Database: ${database.describe}${instanceEnv.REDIS_URL === undefined ? ", events and rate-limit counts through PostgreSQL" : ", events and counts through Redis"}; ${database.counts.members} members, ${database.counts.notifications} notifications.`);
    console.log(`Each step: ${warmUpSeconds} s after adding members, ${measureSeconds} s measured. Load generator, proxy and instances share the machine's ${cores} cores.`);
  });
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
