import { runBench } from "./bench-rig";
import { type BenchStream, frameData, openBenchStreams, timeFanOut } from "./event-stream-client";
import { machineLine, verdict } from "./load-run";

/**
 * `npm run bench:events` (after `npm run build`): 2,000 members keep their event stream
 * (GET /api/events) open on one server; a moderator's announcement to everyone is timed from the
 * moment it is sent until it reaches each stream. Streams and load generator share the machine.
 */
const streams = 2_000;
const rounds = 5;
const targets = { p99Ms: 1_000 } as const;
const roundTimeoutMs = 15_000;

/** An announcement, by its title. */
const announcementKey = (frame: string): string | undefined =>
  frame.startsWith("event: notification") ? frameData<{ data?: { title?: string } }>(frame)?.data?.title : undefined;

process.exitCode = await runBench("events", async (rig) => {
  console.log(`Seeding ${streams + 1} members with open sessions ...`);
  const database = await rig.prepareDatabase({ members: streams + 1, ledgerLinesPerMember: 1, notificationsPerMember: 0, signedIn: streams + 1 });
  const moderatorCookie = database.cookies.at(-1) ?? "";
  // Every stream comes from 127.0.0.1, which the per-address rate limit would refuse after 300.
  const server = await rig.startServer(database);
  const origin = server.origin;

  let open: BenchStream[] = [];
  try {
    console.log(`Opening ${streams} event streams ...`);
    const opened = await openBenchStreams(origin, database.cookies.slice(0, streams), announcementKey);
    open = opened.open;
    const { openingMs } = opened;

    const plan = Array.from({ length: rounds }, (_, index) => {
      const title = `Bench ${index + 1}`;
      return {
        key: title,
        label: "announcement",
        expectedStatus: 201,
        send: () =>
          fetch(`${origin}/api/notifications/announcements`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie: moderatorCookie },
            body: JSON.stringify({ title, message: "Yon anons pou tout manm yo." }),
          }),
      };
    });
    const { table } = await timeFanOut(open, plan, { expectedStreams: streams, openingMs, timeoutMs: roundTimeoutMs, p99TargetMs: targets.p99Ms, callName: "announcement to all" }, verdict);
    console.log(`\n${table}\n`);
    console.log(machineLine());
    console.log(`Database: ${database.describe}, ${database.counts.members} members; each announcement stores one notification per member.`);
  } finally {
    for (const stream of open) stream.request.destroy();
  }
});
