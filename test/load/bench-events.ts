import { frameData, openBenchStreams, timeFanOut } from "./event-stream-client";
import { verdict } from "./load-run";
import { runStreamBench } from "./stream-bench";

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

process.exitCode = await runStreamBench("events", { members: streams + 1 }, async ({ database, server, moderatorCookie, open }) => {
  console.log(`Opening ${streams} event streams ...`);
  const { open: opened, openingMs } = await openBenchStreams(server.origin, database.cookies.slice(0, streams), announcementKey);
  open.push(...opened);

  const plan = Array.from({ length: rounds }, (_, index) => {
    const title = `Bench ${index + 1}`;
    return {
      key: title,
      label: "announcement",
      expectedStatus: 201,
      send: () =>
        fetch(`${server.origin}/api/notifications/announcements`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: moderatorCookie },
          body: JSON.stringify({ title, message: "Yon anons pou tout manm yo." }),
        }),
    };
  });
  const { table } = await timeFanOut(open, plan, { expectedStreams: streams, openingMs, timeoutMs: roundTimeoutMs, p99TargetMs: targets.p99Ms, callName: "announcement to all" }, verdict);
  return [table, "", `Database: ${database.describe}, ${database.counts.members} members; each announcement stores one notification per member.`];
});
