import { type ClientRequest, request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";

export interface BenchStream {
  readonly request: ClientRequest;
  /** The arrival time (performance.now) of each event seen, by the key `keyOf` gave it. */
  readonly arrivals: Map<string, number>;
}

/**
 * Opens GET /api/events (a member's with their cookie, a visitor's without) and records when each
 * event arrives: `keyOf` names an event of interest from its frame (undefined for the others) and
 * is told how many were recorded before it; a key keeps its first arrival. Resolves once the
 * server's first frame has arrived. `localAddress` binds the socket to a loopback address of its own
 * (127.0.1.n), whose ephemeral ports are not those of 127.0.0.1.
 */
export const openBenchStream = (
  origin: string,
  cookie: string | null,
  keyOf: (frame: string, recorded: number) => string | undefined,
  localAddress?: string,
): Promise<BenchStream> =>
  new Promise((resolveStream, reject) => {
    const arrivals = new Map<string, number>();
    let buffer = "";
    let connected = false;
    const headers = cookie === null ? { accept: "text/event-stream" } : { accept: "text/event-stream", cookie };
    const request = httpRequest(`${origin}/api/events`, { agent: false, headers, ...(localAddress === undefined ? {} : { localAddress }) }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/events answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          if (!connected && frame.startsWith("retry:")) {
            connected = true;
            resolveStream({ request, arrivals });
          }
          const key = keyOf(frame, arrivals.size);
          if (key !== undefined && !arrivals.has(key)) arrivals.set(key, now);
        }
      });
    });
    request.on("error", (error) => {
      if (!connected) reject(error);
    });
    request.end();
  });

/**
 * The live meeting's status pushes, by a key each stream records once: the banner appearing (the
 * broadcast's start time names it) or going ("off": forget it on every stream before each stop).
 */
export const liveStatusKey = (frame: string): string | undefined => {
  if (!frame.startsWith("event: liveStatus")) return undefined;
  const status = frameData<{ data?: { isLive?: boolean; startedAt?: string | null } }>(frame)?.data;
  if (status?.isLive === true) return `live ${status.startedAt ?? ""}`;
  return status?.isLive === false ? "off" : undefined;
};

/** The moderator's start of the live meeting as a timed round: its push is keyed by the start time it answers. */
export const liveStartRound = (start: () => Promise<Response>): FanOutRound => {
  let startedAt = "";
  return {
    get key() {
      return `live ${startedAt}`;
    },
    label: "start",
    expectedStatus: 200,
    send: async () => {
      const response = await start();
      startedAt = ((await response.clone().json()) as { startedAt?: string }).startedAt ?? "";
      return response;
    },
  };
};

/** The JSON of a frame's data line, or undefined when it has none. */
export const frameData = <Data>(frame: string): Data | undefined => {
  const data = frame.split("\n").find((line) => line.startsWith("data: "));
  return data === undefined ? undefined : (JSON.parse(data.slice(6)) as Data);
};

export interface FanOutRound {
  /** The arrival key the pushed event has on each stream. */
  readonly key: string;
  readonly label: string;
  /** The call that makes the server push it; must answer `expectedStatus`. */
  readonly send: () => Promise<Response>;
  readonly expectedStatus: number;
}

export const percentileOf = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** What the rounds measured: each delivery's time from its call to the stream, each call's answer time, the deliveries that never came. */
export interface FanOutFigures {
  readonly latencies: number[];
  readonly sendTimes: number[];
  missing: number;
}

/**
 * Runs the rounds one after another, each timed from the moment its call is sent until its event
 * reaches each open stream (or `timeoutMs` passes).
 */
export const measureFanOut = async (open: readonly BenchStream[], rounds: readonly FanOutRound[], timeoutMs: number): Promise<FanOutFigures> => {
  const figures: FanOutFigures = { latencies: [], sendTimes: [], missing: 0 };
  for (const [index, round] of rounds.entries()) {
    const sentAt = performance.now();
    const response = await round.send();
    figures.sendTimes.push(performance.now() - sentAt);
    if (response.status !== round.expectedStatus) throw new Error(`${round.label} answered ${response.status}: ${await response.text()}`);
    const deadline = Date.now() + timeoutMs;
    while (open.some((stream) => !stream.arrivals.has(round.key)) && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 20));
    }
    for (const stream of open) {
      const arrival = stream.arrivals.get(round.key);
      if (arrival === undefined) figures.missing += 1;
      else figures.latencies.push(arrival - sentAt);
    }
    console.log(`Round ${index + 1}: ${round.label} answered in ${(figures.sendTimes.at(-1) ?? 0).toFixed(0)} ms`);
  }
  return figures;
};

/** Runs the rounds (measureFanOut) and returns the results table. */
export const timeFanOut = async (
  open: readonly BenchStream[],
  rounds: readonly FanOutRound[],
  { expectedStreams, openingMs, timeoutMs, p99TargetMs, callName }: { expectedStreams: number; openingMs: number; timeoutMs: number; p99TargetMs: number; callName: string },
  verdict: (met: boolean) => string,
): Promise<{ readonly table: string; readonly met: boolean }> => {
  const { latencies, sendTimes, missing } = await measureFanOut(open, rounds, timeoutMs);
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentileOf(sorted, 0.99);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const met = open.length === expectedStreams && p99 < p99TargetMs && missing === 0;
  const lines = [
    "| measure | value | target | result |",
    "|---|---|---|---|",
    `| streams open at once | ${open.length} (opened in ${(openingMs / 1000).toFixed(1)} s) | ${expectedStreams} | ${verdict(open.length === expectedStreams)} |`,
    `| ${callName}, POST answered (median of ${rounds.length}) | ${ms(percentileOf([...sendTimes].sort((a, b) => a - b), 0.5))} | | |`,
    `| delivery, sent -> on the stream, p50 | ${ms(percentileOf(sorted, 0.5))} | | |`,
    `| delivery p99 (${latencies.length} deliveries) | ${ms(p99)} | < ${ms(p99TargetMs)} | ${verdict(p99 < p99TargetMs && missing === 0)} |`,
    `| delivery max | ${ms(sorted.at(-1) ?? Number.NaN)} | | |`,
    `| deliveries missing after ${timeoutMs / 1000} s | ${missing} | 0 | ${verdict(missing === 0)} |`,
  ];
  return { table: lines.join("\n"), met };
};

/** Opens one stream per cookie (null: a visitor's), `batch` at a time, from `localAddress` when given; answers them and how long it took. */
export const openBenchStreams = async (
  origin: string,
  cookies: readonly (string | null)[],
  keyOf: (frame: string, recorded: number) => string | undefined,
  batch = 200,
  localAddress?: string,
): Promise<{ readonly open: BenchStream[]; readonly openingMs: number }> => {
  const open: BenchStream[] = [];
  const started = performance.now();
  for (let first = 0; first < cookies.length; first += batch) {
    open.push(...(await Promise.all(cookies.slice(first, first + batch).map((cookie) => openBenchStream(origin, cookie, keyOf, localAddress)))));
  }
  return { open, openingMs: performance.now() - started };
};
