import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { type FanOutFigures, type FanOutRound, frameData, liveStartRound, liveStatusKey, measureFanOut, openBenchStreams, percentileOf } from "./event-stream-client";
import { verdict } from "./load-run";
import { cores, cpuSeconds, machineShare, ownCpuSeconds, percent } from "./process-cpu";
import { runStreamBench } from "./stream-bench";

/**
 * `npm run bench:live` (after `npm run build`): the live banner's load, raised step by step. At
 * each step the server holds N pages open (half members', half visitors'), each with its event
 * stream (GET /api/events) and, as the /live-meeting page does, a presence heartbeat every 10 s
 * (POST /api/live-meeting/presence) from its own address, at a random phase. A moderator starts
 * the meeting (the banner appears on every page), members post three comments, the moderator
 * stops it (the banner goes): each push is timed from the moment its call is sent until it
 * reaches each stream, and the server's CPU is read over the step. A step breaks when a push's
 * p99 passes 1 s, a push never arrives, or a heartbeat fails; the bench stops there.
 *
 * BENCH_LIVE_STEPS (pages per step, comma-separated; default 500,1000,2000,4000) and
 * BENCH_LIVE_SETTLE_SECONDS (heartbeats before the comments, default 12: every page beats at
 * least once) shorten a trial run. Streams, heartbeats and server share the machine.
 */
const steps = (process.env.BENCH_LIVE_STEPS ?? "500,1000,2000,4000").split(",").map(Number);
const settleSeconds = Number(process.env.BENCH_LIVE_SETTLE_SECONDS ?? "12");
const heartbeatMs = 10_000;
const commentsPerStep = 3;
const targets = { p99Ms: 1_000 } as const;
const roundTimeoutMs = 15_000;
const largest = Math.max(...steps);
/** Page i is a member's when i is even (that member's own session), a visitor's when odd. */
const membersNeeded = Math.ceil(largest / 2) + 1;

/**
 * The pushes each step times, by a key each stream records once: the banner appearing (the
 * broadcast's start time names it), going ("off", forgotten before each stop), and a comment (its text).
 */
const liveKey = (frame: string): string | undefined => {
  if (frame.startsWith("event: liveStatus")) return liveStatusKey(frame);
  if (frame.startsWith("event: liveComment")) return `comment ${frameData<{ data?: { content?: string } }>(frame)?.data?.content ?? ""}`;
  return undefined;
};

/** A page's own address (X-Forwarded-For behind the trusted proxy): the presence limit is per address, as for real readers. */
const addressOf = (page: number): string => `10.${(page >> 16) & 255}.${(page >> 8) & 255}.${page & 255}`;

interface Heartbeats {
  latencies: number[];
  failures: number;
}

/** The pages' heartbeats, each every 10 s from its first at a random phase; those sent while `window` is set are measured. */
class Viewers {
  readonly #timers: NodeJS.Timeout[] = [];
  window: Heartbeats | null = null;

  constructor(
    private readonly origin: string,
    private readonly cookieOf: (page: number) => string | null,
  ) {}

  get count(): number {
    return this.#timers.length;
  }

  addUpTo(pages: number): void {
    for (let page = this.#timers.length; page < pages; page++) {
      const viewerId = randomUUID();
      const beat = () => void this.beat(page, viewerId);
      const first = setTimeout(() => {
        beat();
        this.#timers[page] = setInterval(beat, heartbeatMs);
      }, Math.random() * heartbeatMs);
      this.#timers.push(first);
    }
  }

  private async beat(page: number, viewerId: string): Promise<void> {
    const window = this.window;
    const cookie = this.cookieOf(page);
    const started = performance.now();
    try {
      const response = await fetch(`${this.origin}/api/live-meeting/presence`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": addressOf(page), ...(cookie === null ? {} : { cookie }) },
        body: JSON.stringify({ viewerId }),
      });
      await response.arrayBuffer();
      if (window === null) return;
      if (response.status === 200) window.latencies.push(performance.now() - started);
      else window.failures += 1;
    } catch {
      if (window !== null) window.failures += 1;
    }
  }

  end(): void {
    for (const timer of this.#timers) clearTimeout(timer);
  }
}

const ms = (value: number): string => (Number.isNaN(value) ? "-" : `${value.toFixed(0)} ms`);
const sortedOf = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);
const pushFigures = ({ latencies }: FanOutFigures): string => {
  const sorted = sortedOf(latencies);
  return `${ms(percentileOf(sorted, 0.5))} / ${ms(percentileOf(sorted, 0.99))}`;
};

process.exitCode = await runStreamBench(
  "live",
  // Each page from its own address, as behind the site's reverse proxy.
  { members: membersNeeded, env: { TRUST_PROXY: "true" } },
  async ({ database, server, moderatorCookie, open }) => {
    const origin = server.origin;
    const cookieOf = (page: number): string | null => (page % 2 === 0 ? (database.cookies[page / 2] ?? null) : null);
    const post = (path: string, cookie: string, body: unknown, address: string) =>
      fetch(`${origin}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "x-forwarded-for": address },
        body: JSON.stringify(body),
      });
    const viewers = new Viewers(origin, cookieOf);
    const rows: string[] = [];
    let held = 0;
    try {
      for (const [stepIndex, pages] of steps.entries()) {
        console.log(`Step ${stepIndex + 1}: opening streams up to ${pages} pages ...`);
        const { open: opened, openingMs } = await openBenchStreams(
          origin,
          Array.from({ length: pages - open.length }, (_, index) => cookieOf(open.length + index)),
          liveKey,
        );
        open.push(...opened);
        viewers.addUpTo(pages);

        const beats: Heartbeats = { latencies: [], failures: 0 };
        viewers.window = beats;
        const cpuBefore = cpuSeconds(server.pid());
        const ownBefore = process.cpuUsage();
        const started = performance.now();

        // The banner appears: the start's push, keyed by the broadcast's start time.
        const start = liveStartRound(() => post("/api/live-meeting/start", moderatorCookie, {}, "10.255.0.1"));
        const startFigures = await measureFanOut(open, [start], roundTimeoutMs);

        await new Promise((done) => setTimeout(done, settleSeconds * 1_000));
        const comments: FanOutRound[] = Array.from({ length: commentsPerStep }, (_, round) => {
          const content = `Bench ${pages} #${round + 1}`;
          const author = stepIndex * commentsPerStep + round;
          return {
            key: `comment ${content}`,
            label: "comment",
            expectedStatus: 201,
            send: () => post("/api/live-meeting/comments", database.cookies[author % (membersNeeded - 1)] ?? "", { content }, addressOf(author)),
          };
        });
        const commentFigures = await measureFanOut(open, comments, roundTimeoutMs);

        for (const stream of open) stream.arrivals.delete("off");
        const stopFigures = await measureFanOut(
          open,
          [{ key: "off", label: "stop", expectedStatus: 200, send: () => post("/api/live-meeting/stop", moderatorCookie, {}, "10.255.0.1") }],
          roundTimeoutMs,
        );

        viewers.window = null;
        const seconds = (performance.now() - started) / 1_000;
        const serverCpu = machineShare(cpuSeconds(server.pid()) - cpuBefore, seconds);
        const ownCpu = machineShare(ownCpuSeconds(ownBefore), seconds);
        const status: FanOutFigures = {
          latencies: [...startFigures.latencies, ...stopFigures.latencies],
          sendTimes: [],
          missing: startFigures.missing + stopFigures.missing,
        };
        const missing = status.missing + commentFigures.missing;
        const worst = Math.max(percentileOf(sortedOf(status.latencies), 0.99), percentileOf(sortedOf(commentFigures.latencies), 0.99));
        const sortedBeats = sortedOf(beats.latencies);
        const ok = open.length === pages && worst < targets.p99Ms && missing === 0 && beats.failures === 0;
        rows.push(
          `| ${pages} (${open.length} streams, opened in ${(openingMs / 1000).toFixed(1)} s) | ${pushFigures(status)} | ${pushFigures(commentFigures)} | ${missing} | ` +
            `${(beats.latencies.length / seconds).toFixed(0)}/s, ${ms(percentileOf(sortedBeats, 0.99))}, ${beats.failures} | ${percent(serverCpu)} | ${percent(ownCpu)} | ${verdict(ok)} |`,
        );
        console.log(rows.at(-1));
        if (!ok) break;
        held = pages;
      }
    } catch (error) {
      rows.push(`(stopped: ${error instanceof Error ? error.message : String(error)})`);
    } finally {
      viewers.end();
    }
    return [
      `| pages | status push p50 / p99 | comment push p50 / p99 | pushes missing | heartbeats: rate, p99, failures | server CPU | load generator CPU | result (push p99 < ${targets.p99Ms} ms) |`,
      "|---|---|---|---|---|---|---|---|",
      ...rows,
      "",
      `Held up to ${held} pages. Each step: the meeting started, ${settleSeconds} s of heartbeats, ${commentsPerStep} comments, the meeting stopped; CPU over the step, as a share of the machine's ${cores} cores (50 % is one core).`,
      `Database: ${database.describe}, ${database.counts.members} members; half the pages are members', half visitors'.`,
    ];
  },
);
