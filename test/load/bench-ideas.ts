import { type BenchCall, browserEncodings, headersOfCall, sentSize } from "./bench-call";
import type { BenchDatabase } from "./bench-database";
import { printComparison, runBench } from "./bench-rig";
import { type IdeaCounts, ideaPopulation, seedIdeas } from "./idea-seed";
import { hammer, load, type LoadFigures } from "./load-run";

/**
 * `npm run bench:ideas` (after `npm run build`): the idea lists (/ideas, /idea-voting, a service's
 * ideas tab) read by a visitor and by a signed-in member, each against a bare Fastify on the same
 * machine in the same run, on 10,000 members, 20,000 ideas (1 in 100 hidden by a moderator) and
 * 300,000 votes.
 */
const population = { members: 10_000, ledgerLinesPerMember: 0, notificationsPerMember: 0, signedIn: 1 } as const;
const targets = { ratio: 0.25, p99Ms: 50 } as const;

interface Call extends BenchCall {
  readonly path: string;
}

const printReport = (
  measured: ReadonlyArray<readonly [Call, LoadFigures, number]>,
  baseline: LoadFigures,
  database: BenchDatabase,
  counts: IdeaCounts,
) => {
  printComparison(
    measured.map(([call, result, bytes]) => ({ row: `${call.label} (${(bytes / 1024).toFixed(1)} KB)`, label: call.label, result })),
    baseline,
    targets,
    [`Database: ${database.describe}, ${database.counts.members} members, ${counts.ideas} ideas (${counts.hidden} hidden), ${counts.votes} votes.`],
  );
};

process.exitCode = await runBench("ideas", async (rig) => {
  console.log(`Seeding ${population.members} members, ${ideaPopulation.ideas} ideas and ${ideaPopulation.votes} votes ...`);
  const database = await rig.prepareDatabase(population);
  const counts = await seedIdeas(database);
  const server = await rig.startServer(database);
  const baseline = await rig.startBaseline();
  const services = (await (await fetch(`${server.origin}/api/public-services`)).json()) as { id: number }[];
  const calls: Call[] = [
    { label: "GET /api/ideas (visitor)", path: "/api/ideas", asMember: false },
    { label: "GET /api/ideas (visitor, compressed as a browser asks)", path: "/api/ideas", asMember: false, acceptEncoding: browserEncodings },
    { label: "GET /api/ideas (valid session)", path: "/api/ideas", asMember: true },
    { label: "GET /api/ideas?sort=votes (valid session)", path: "/api/ideas?sort=votes", asMember: true },
    { label: "GET /api/ideas/service/{id}?sort=votes (visitor)", path: `/api/ideas/service/${String(services[0]?.id)}?sort=votes`, asMember: false },
  ];
  const headersOf = (call: Call) => headersOfCall(call, database.cookies[0] ?? "");
  const sizes = new Map<Call, number>();
  for (const call of calls) {
    const check = await fetch(`${server.origin}${call.path}`, { headers: headersOf(call) });
    const body = await check.text();
    if (check.status !== 200) throw new Error(`GET ${call.path} answered ${check.status}: ${body}`);
    const ideas = JSON.parse(body) as { authorName: string | null }[];
    if (ideas.length !== 30) throw new Error(`GET ${call.path} answered ${ideas.length} ideas, not one page of 30`);
    if (ideas.some((idea) => (idea.authorName === null) === call.asMember)) throw new Error(`GET ${call.path} named authors wrongly`);
    sizes.set(call, sentSize(call, check, body));
  }

  console.log("Warming up ...");
  for (const call of calls) await hammer(`${server.origin}${call.path}`, load.warmupSeconds, headersOf(call));
  await hammer(baseline.url, load.warmupSeconds);
  const measured: Array<readonly [Call, LoadFigures, number]> = [];
  for (const call of calls) {
    console.log(`Loading ${call.label} for ${load.durationSeconds} s ...`);
    measured.push([call, await hammer(`${server.origin}${call.path}`, load.durationSeconds, headersOf(call)), sizes.get(call) ?? 0]);
  }
  console.log(`Loading the bare Fastify baseline for ${load.durationSeconds} s ...`);
  const baselineFigures = await hammer(baseline.url, load.durationSeconds);
  printReport(measured, baselineFigures, database, counts);
});
