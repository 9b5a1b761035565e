import { runBench } from "./bench-rig";
import { type BenchStream, frameData, openBenchStreams, timeFanOut } from "./event-stream-client";
import { machineLine, verdict } from "./load-run";

/**
 * `npm run bench:live` (after `npm run build`): 2,000 pages keep their event stream
 * (GET /api/events) open on one server, half members', half visitors'; a moderator starts then
 * stops the live meeting, and each status push (the banner appearing or going) is timed from the
 * moment the call is sent until it reaches each stream. Streams and load generator share the machine.
 */
const streams = 2_000;
const rounds = 5;
const targets = { p99Ms: 1_000 } as const;
const roundTimeoutMs = 15_000;

/** Each push is told apart by its state and how many came before it on this stream. */
const liveStatusKey = (frame: string, recorded: number): string | undefined => {
  if (!frame.startsWith("event: liveStatus")) return undefined;
  const isLive = frameData<{ data?: { isLive?: boolean } }>(frame)?.data?.isLive;
  return isLive === undefined ? undefined : `${isLive ? "live" : "off"} ${recorded}`;
};

const memberStreams = streams / 2;

process.exitCode = await runBench("live", async (rig) => {
  console.log(`Seeding ${memberStreams + 1} members with open sessions ...`);
  const database = await rig.prepareDatabase({ members: memberStreams + 1, ledgerLinesPerMember: 1, notificationsPerMember: 0, signedIn: memberStreams + 1 });
  const moderatorCookie = database.cookies.at(-1) ?? "";
  // Every stream comes from 127.0.0.1, which the per-address rate limit would refuse after 300.
  const server = await rig.startServer(database);
  const origin = server.origin;

  let open: BenchStream[] = [];
  try {
    console.log(`Opening ${streams} event streams ...`);
    // Members' streams first, then visitors' (no cookie): a visitor's stream carries the public events only.
    const cookies = Array.from({ length: streams }, (_, index) => (index < memberStreams ? (database.cookies[index] ?? null) : null));
    const opened = await openBenchStreams(origin, cookies, liveStatusKey);
    open = opened.open;
    const { openingMs } = opened;

    // Odd rounds start the meeting, even rounds stop it: every push changes the banner.
    const plan = Array.from({ length: rounds * 2 }, (_, index) => {
      const live = index % 2 === 0;
      return {
        key: `${live ? "live" : "off"} ${index}`,
        label: live ? "start" : "stop",
        expectedStatus: 200,
        send: () =>
          fetch(`${origin}/api/live-meeting/${live ? "start" : "stop"}`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie: moderatorCookie },
            body: "{}",
          }),
      };
    });
    const { table } = await timeFanOut(open, plan, { expectedStreams: streams, openingMs, timeoutMs: roundTimeoutMs, p99TargetMs: targets.p99Ms, callName: "start or stop" }, verdict);
    console.log(`\n${table}\n`);
    console.log(machineLine());
    console.log(`Database: ${database.describe}, ${database.counts.members} members; ${memberStreams} members' streams and ${streams - memberStreams} visitors'.`);
  } finally {
    for (const stream of open) stream.request.destroy();
  }
});
