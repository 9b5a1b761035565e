import type { BenchDatabase } from "./bench-database";
import { printComparison, runBench } from "./bench-rig";
import { hammer, load, type LoadFigures } from "./load-run";

/**
 * `npm run bench:member` (after `npm run build`): the points bar and the notification panel of a
 * signed-in member, each against a bare Fastify on the same machine in the same run, on a
 * database of 10,000 members and 200,000 ledger lines.
 */
const population = { members: 10_000, ledgerLinesPerMember: 20, notificationsPerMember: 10, signedIn: 1 } as const;
const targets = { ratio: 0.25, p99Ms: 50 } as const;
const calls = ["/api/user/stats", "/api/user/recent-points", "/api/notifications"] as const;

const printReport = (measured: ReadonlyArray<readonly [string, LoadFigures]>, baseline: LoadFigures, database: BenchDatabase) =>
  printComparison(
    measured.map(([call, result]) => ({ row: `GET ${call} (valid session)`, label: call, result })),
    baseline,
    targets,
    [`Database: ${database.describe}, ${database.counts.members} members, ${database.counts.ledgerLines} ledger lines, ${database.counts.notifications} notifications.`],
  );

process.exitCode = await runBench("member", async (rig) => {
  console.log(`Seeding ${population.members} members and ${population.members * population.ledgerLinesPerMember} ledger lines ...`);
  const database = await rig.prepareDatabase(population);
  const server = await rig.startServer(database);
  const baseline = await rig.startBaseline();
  const headers = { "accept-language": "ht", cookie: database.cookies[0] ?? "" };
  for (const call of calls) {
    const check = await fetch(`${server.origin}${call}`, { headers });
    if (check.status !== 200) throw new Error(`GET ${call} with the member's session answered ${check.status}: ${await check.text()}`);
  }

  console.log("Warming up ...");
  for (const call of calls) await hammer(`${server.origin}${call}`, load.warmupSeconds, headers);
  await hammer(baseline.url, load.warmupSeconds);
  const measured: Array<readonly [string, LoadFigures]> = [];
  for (const call of calls) {
    console.log(`Loading GET ${call} with a member's session for ${load.durationSeconds} s ...`);
    measured.push([call, await hammer(`${server.origin}${call}`, load.durationSeconds, headers)]);
  }
  console.log(`Loading the bare Fastify baseline for ${load.durationSeconds} s ...`);
  const baselineFigures = await hammer(baseline.url, load.durationSeconds);
  printReport(measured, baselineFigures, database);
});
