import { type BenchCall, browserEncodings, headersOfCall, sentSize } from "./bench-call";
import { printComparison, runBench } from "./bench-rig";
import { hammer, load, type LoadFigures } from "./load-run";
import { placePopulation, seedPlaces } from "./place-seed";

/**
 * `npm run bench:places` (after `npm run build`): the map's lists (the first page, a region, a
 * city's viewport, a page deep in the list by cursor) and the GeoJSON export, read by a visitor,
 * against a bare Fastify on the same machine in the same run, on 50,000 approved places.
 */
const population = { members: 2_000, ledgerLinesPerMember: 0, notificationsPerMember: 0, signedIn: 1 } as const;
const targets = { ratio: 0.25, p99Ms: 50 } as const;

interface Call extends BenchCall {
  readonly path: string;
  /** Places the first answer must hold (a list page), or null for the export. */
  readonly places: number | null;
}

process.exitCode = await runBench("places", async (rig) => {
  console.log(`Seeding ${population.members} members and ${placePopulation.places} approved places ...`);
  const database = await rig.prepareDatabase(population);
  const seeded = await seedPlaces(database);
  const server = await rig.startServer(database);
  const baseline = await rig.startBaseline();

  // A cursor 40,000 places into the name order, as a reader paging that far would hold.
  let deepCursor = "";
  {
    let path = "/api/locations?limit=200";
    for (let page = 0; page < 200; page++) {
      const response = await fetch(`${server.origin}${path}`);
      await response.arrayBuffer();
      deepCursor = response.headers.get("x-next-cursor") ?? "";
      if (deepCursor === "") throw new Error(`The list ended after ${page + 1} pages of 200`);
      path = `/api/locations?limit=200&cursor=${deepCursor}`;
    }
  }

  const calls: Call[] = [
    { label: "GET /api/locations (first page)", path: "/api/locations", asMember: false, places: 50 },
    { label: "GET /api/locations (first page, compressed as a browser asks)", path: "/api/locations", asMember: false, acceptEncoding: browserEncodings, places: 50 },
    { label: "GET /api/locations?region=north", path: "/api/locations?region=north", asMember: false, places: 50 },
    { label: "GET /api/locations?bbox= (Port-au-Prince)", path: "/api/locations?bbox=-72.45,18.45,-72.2,18.65", asMember: false, places: 50 },
    { label: "GET /api/locations?q=legliz&sort=recent", path: "/api/locations?q=legliz&sort=recent", asMember: false, places: 50 },
    { label: "GET /api/locations (page at place 40,000)", path: `/api/locations?limit=50&cursor=${deepCursor}`, asMember: false, places: 50 },
    { label: "GET /api/places.geojson (compressed as a browser asks)", path: "/api/places.geojson", asMember: false, acceptEncoding: browserEncodings, places: null },
  ];
  const headersOf = (call: Call) => headersOfCall(call, database.cookies[0] ?? "");
  const sizes = new Map<Call, number>();
  for (const call of calls) {
    const check = await fetch(`${server.origin}${call.path}`, { headers: headersOf(call) });
    const body = await check.text();
    if (check.status !== 200) throw new Error(`GET ${call.path} answered ${check.status}: ${body.slice(0, 500)}`);
    const parsed = JSON.parse(body) as unknown[] | { features: unknown[] };
    const count = Array.isArray(parsed) ? parsed.length : parsed.features.length;
    if (count !== (call.places ?? seeded)) throw new Error(`GET ${call.path} answered ${count} places, not ${call.places ?? seeded}`);
    sizes.set(call, sentSize(call, check, body));
  }

  console.log("Warming up ...");
  for (const call of calls) await hammer(`${server.origin}${call.path}`, load.warmupSeconds, headersOf(call));
  await hammer(baseline.url, load.warmupSeconds);
  const measured: Array<readonly [Call, LoadFigures]> = [];
  for (const call of calls) {
    console.log(`Loading ${call.label} for ${load.durationSeconds} s ...`);
    measured.push([call, await hammer(`${server.origin}${call.path}`, load.durationSeconds, headersOf(call))]);
  }
  console.log(`Loading the bare Fastify baseline for ${load.durationSeconds} s ...`);
  const baselineFigures = await hammer(baseline.url, load.durationSeconds);
  printComparison(
    measured.map(([call, result]) => ({ row: `${call.label} (${((sizes.get(call) ?? 0) / 1024).toFixed(1)} KB)`, label: call.label, result })),
    baselineFigures,
    targets,
    [`Database: ${database.describe}, ${database.counts.members} members, ${seeded} approved places.`],
  );
});
