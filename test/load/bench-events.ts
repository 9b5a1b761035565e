import { type ClientRequest, request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";
import { runBench } from "./bench-rig";
import { machineLine, verdict } from "./load-run";

/**
 * `npm run bench:events` (after `npm run build`): 2,000 members keep their event stream
 * (GET /api/events) open on one server; a moderator's announcement to everyone is timed from the
 * moment it is sent until it reaches each stream. Streams and load generator share the machine.
 */
const streams = 2_000;
const rounds = 5;
const targets = { p99Ms: 1_000 } as const;
const openInBatchesOf = 200;
const roundTimeoutMs = 15_000;

interface OpenStream {
  readonly request: ClientRequest;
  /** The arrival time (performance.now) of each announcement title seen. */
  readonly arrivals: Map<string, number>;
}

const openStream = (origin: string, cookie: string): Promise<OpenStream> =>
  new Promise((resolveStream, reject) => {
    const arrivals = new Map<string, number>();
    let buffer = "";
    let connected = false;
    const request = httpRequest(`${origin}/api/events`, { agent: false, headers: { accept: "text/event-stream", cookie } }, (response) => {
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
          if (!frame.startsWith("event: notification")) continue;
          const data = frame.split("\n").find((line) => line.startsWith("data: "));
          const title = (JSON.parse(data?.slice(6) ?? "{}") as { data?: { title?: string } }).data?.title;
          if (title !== undefined) arrivals.set(title, now);
        }
      });
    });
    request.on("error", (error) => {
      if (!connected) reject(error);
    });
    request.end();
  });

const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

process.exitCode = await runBench("events", async (rig) => {
  console.log(`Seeding ${streams + 1} members with open sessions ...`);
  const database = await rig.prepareDatabase({ members: streams + 1, ledgerLinesPerMember: 1, notificationsPerMember: 0, signedIn: streams + 1 });
  const moderatorCookie = database.cookies.at(-1) ?? "";
  // Every stream comes from 127.0.0.1, which the per-address rate limit would refuse after 300.
  const server = await rig.startServer(database);
  const origin = server.origin;

  const open: OpenStream[] = [];
  try {
    console.log(`Opening ${streams} event streams ...`);
    const openingStarted = performance.now();
    for (let first = 0; first < streams; first += openInBatchesOf) {
      const batch = database.cookies.slice(first, Math.min(first + openInBatchesOf, streams));
      open.push(...(await Promise.all(batch.map((cookie) => openStream(origin, cookie)))));
    }
    const openingMs = performance.now() - openingStarted;

    const latencies: number[] = [];
    const sendTimes: number[] = [];
    let missing = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const title = `Bench ${round}`;
      const sentAt = performance.now();
      const response = await fetch(`${origin}/api/notifications/announcements`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: moderatorCookie },
        body: JSON.stringify({ title, message: "Yon anons pou tout manm yo." }),
      });
      sendTimes.push(performance.now() - sentAt);
      if (response.status !== 201) throw new Error(`the announcement answered ${response.status}: ${await response.text()}`);
      const deadline = Date.now() + roundTimeoutMs;
      while (open.some((stream) => !stream.arrivals.has(title)) && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 20));
      }
      for (const stream of open) {
        const arrival = stream.arrivals.get(title);
        if (arrival === undefined) missing += 1;
        else latencies.push(arrival - sentAt);
      }
      console.log(`Round ${round}: announcement answered in ${(sendTimes.at(-1) ?? 0).toFixed(0)} ms`);
    }

    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const lines = [
      "| measure | value | target | result |",
      "|---|---|---|---|",
      `| streams open at once | ${open.length} (opened in ${(openingMs / 1000).toFixed(1)} s) | ${streams} | ${verdict(open.length === streams)} |`,
      `| announcement to all, POST answered (median of ${rounds}) | ${ms(percentile([...sendTimes].sort((a, b) => a - b), 0.5))} | | |`,
      `| delivery, sent -> on the stream, p50 | ${ms(percentile(sorted, 0.5))} | | |`,
      `| delivery p99 (${latencies.length} deliveries) | ${ms(p99)} | < ${ms(targets.p99Ms)} | ${verdict(p99 < targets.p99Ms && missing === 0)} |`,
      `| delivery max | ${ms(sorted.at(-1) ?? Number.NaN)} | | |`,
      `| deliveries missing after ${roundTimeoutMs / 1000} s | ${missing} | 0 | ${verdict(missing === 0)} |`,
    ];
    console.log(`\n${lines.join("\n")}\n`);
    console.log(machineLine());
    console.log(`Database: ${database.describe}, ${database.counts.members} members; each announcement stores one notification per member.`);
  } finally {
    for (const stream of open) stream.request.destroy();
  }
});
