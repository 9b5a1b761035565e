/**
 * One load generator of `npm run bench:cluster`, a child process the coordinator
 * (member-load-coordinator.ts) forks: it holds its share of the simulated members (their event
 * streams and their page's calls), every socket bound to its own loopback source address, and
 * answers the coordinator's orders over IPC with what it measured, so the parent computes the p99s.
 */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { type BenchStream, liveStatusKey, openBenchStreams } from "./event-stream-client";
import { type GeneratorOrder, type GeneratorSettings, pageViewEveryMs, polls } from "./member-load-coordinator";

const settings = JSON.parse(process.argv[2] ?? "{}") as GeneratorSettings;
const streams: BenchStream[] = [];
const timers: NodeJS.Timeout[] = [];
const agent = new Agent({ keepAlive: true, maxSockets: 256, localAddress: settings.localAddress });
let dropped = 0;
let ending = false;
let window: { latencies: number[]; failures: number } | null = null;
/** Why calls failed (an HTTP status or an error code), with how many times, since the generator started. */
const reasons = new Map<string, number>();
const failed = (reason: string): void => {
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
};

const call = (path: string, cookie: string): void => {
  const measured = window;
  const started = performance.now();
  const sent = request(`${settings.origin}${path}`, { agent, localAddress: settings.localAddress, headers: { cookie, "accept-language": "ht" } }, (answer) => {
    answer.resume();
    answer.on("end", () => {
      if (measured === null) return;
      if (answer.statusCode !== 200) {
        measured.failures += 1;
        failed(`HTTP ${answer.statusCode ?? "?"}`);
      } else measured.latencies.push(performance.now() - started);
    });
  });
  sent.on("error", (error: NodeJS.ErrnoException) => {
    if (measured === null) return;
    measured.failures += 1;
    failed(error.code ?? error.message);
  });
  sent.end();
};

/** The page of one member, as the model says (see bench-cluster.ts); `held`: the stream alone. */
const openPage = (cookie: string): void => {
  if (settings.model === "held") return;
  if (settings.model === "streams") {
    // The page opens at a random moment of the step's measured window (its reads are what is
    // measured): the four reads once, then a page view a minute.
    const opening = setTimeout(
      () => {
        for (const [path] of polls) call(path, cookie);
        timers.push(setInterval(() => call("/api/public-services", cookie), pageViewEveryMs));
      },
      (settings.warmUpSeconds + Math.random() * settings.measureSeconds) * 1_000,
    );
    timers.push(opening);
    return;
  }
  for (const [path, everyMs] of polls) {
    const start = setTimeout(() => {
      call(path, cookie);
      timers.push(setInterval(() => call(path, cookie), everyMs));
    }, Math.random() * everyMs);
    timers.push(start);
  }
};

/** Waits until every stream has seen `key` or the time is up; answers each arrival's delay since `sentAt` (epoch ms). */
const arrivals = async (key: string, sentAt: number, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (streams.some((stream) => !stream.arrivals.has(key)) && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 20));
  }
  const latencies: number[] = [];
  let missing = 0;
  for (const stream of streams) {
    const arrival = stream.arrivals.get(key);
    if (arrival === undefined) missing += 1;
    else latencies.push(performance.timeOrigin + arrival - sentAt);
  }
  return { latencies, missing };
};

const obey = async (order: GeneratorOrder): Promise<object> => {
  switch (order.kind) {
    case "add": {
      const { open } = await openBenchStreams(settings.origin, order.cookies, liveStatusKey, 200, settings.localAddress);
      for (const stream of open) {
        stream.request.on("close", () => {
          if (!ending) dropped += 1;
        });
      }
      streams.push(...open);
      for (const cookie of order.cookies) openPage(cookie);
      return { open: streams.length };
    }
    case "measure": {
      const measured = window;
      window = order.on ? { latencies: [], failures: 0 } : null;
      return { latencies: measured?.latencies ?? [], failures: measured?.failures ?? 0, dropped, reasons: Object.fromEntries(reasons) };
    }
    case "forget":
      for (const stream of streams) stream.arrivals.delete(order.key);
      return {};
    case "arrivals":
      return arrivals(order.key, order.sentAt, order.timeoutMs);
    case "end":
      ending = true;
      for (const timer of timers) clearTimeout(timer);
      for (const stream of streams) stream.request.destroy();
      agent.destroy();
      setImmediate(() => process.exit(0));
      return {};
  }
};

process.on("message", (order: GeneratorOrder) => {
  obey(order).then(
    (answer) => process.send?.({ id: order.id, ...answer }),
    (error: unknown) => process.send?.({ id: order.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.send?.({ id: 0 });
