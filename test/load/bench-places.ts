import { encodePlaceCursor } from "@kominote/core/rules/place-cursor";
import { type BenchCall, browserEncodings, headersOfCall, sentSize } from "./bench-call";
import { printComparison, runBench } from "./bench-rig";
import { hammer, hammerPaths, load, type LoadFigures } from "./load-run";
import { placePopulation, seedPlaces } from "./place-seed";

/**
 * `npm run bench:places` (after `npm run build`): the map's lists (the first page, a region, a
 * city's viewport, a name search, a page deep in the list by cursor) and the GeoJSON export, read
 * by a visitor, against a bare Fastify on the same machine in the same run, on 50,000 approved
 * places. Each list is loaded twice: the same question from every reader (the server keeps the
 * answer 5 s), and a new question on every request (a viewport, a name or a cursor drawn at
 * random), which no kept answer absorbs: answered from the approved places the server holds in
 * memory (decision 0037), without a query.
 *
 * `BENCH_PLACES_ROWS=name,cursor` loads only the rows whose label holds one of those words (case
 * aside), then the baseline: for profiling a row or two (with `CPU_PROFILE_DIR`) without the
 * others' load mixed into the profile. Every call is still checked once before the load.
 */
const population = { members: 2_000, ledgerLinesPerMember: 0, notificationsPerMember: 0, signedIn: 1 } as const;
const targets = { ratio: 0.25, p99Ms: 50 } as const;

interface Call extends BenchCall {
  readonly path: string;
  /** Each request's path when they all differ (`path` is then one of them, checked first). */
  readonly nextPath?: () => string;
  /** Places the first answer must hold (a list page), "some" for a drawn question, or null for the export. */
  readonly places: number | "some" | null;
  /** Why the call has no target, for a figure kept for information. */
  readonly untargeted?: string;
}

/** A number in [min, max) with 6 decimals, as a map sends a viewport's edges. */
const drawn = (min: number, max: number): number => Math.round((min + Math.random() * (max - min)) * 1e6) / 1e6;

/** A city-sized viewport (0.25 by 0.2 degrees) anywhere on the mainland, never twice the same. */
const randomViewport = (): string => {
  const west = drawn(-74.4, -71.95);
  const south = drawn(18.05, 19.75);
  return `/api/locations?bbox=${west},${south},${(west + 0.25).toFixed(6)},${(south + 0.2).toFixed(6)}`;
};

const randomPlaceNumber = (): number => 1 + Math.floor(Math.random() * placePopulation.places);

/** A search for one place's number ("kote 12345" finds it and the few whose number starts so). */
const randomSearch = (): string => `/api/locations?q=${encodeURIComponent(`kote ${randomPlaceNumber()}`)}`;

/** A page that starts anywhere in the name order, as a cursor handed back by a reader would. */
const randomDeepPage = (): string => `/api/locations?limit=50&cursor=${encodePlaceCursor({ sort: "name", key: `kote ${randomPlaceNumber()}`, id: 1 })}`;

/** The words of BENCH_PLACES_ROWS, or null to load every row. */
const chosenRows = ((): string[] | null => {
  const words = (process.env.BENCH_PLACES_ROWS ?? "")
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== "");
  return words.length === 0 ? null : words;
})();

const isChosen = (call: Call): boolean => chosenRows === null || chosenRows.some((word) => call.label.toLowerCase().includes(word));

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

  const everyCall: Call[] = [
    { label: "GET /api/locations (first page)", path: "/api/locations", asMember: false, places: 50 },
    { label: "GET /api/locations (first page, compressed as a browser asks)", path: "/api/locations", asMember: false, acceptEncoding: browserEncodings, places: 50 },
    { label: "GET /api/locations?region=north", path: "/api/locations?region=north", asMember: false, places: 50 },
    { label: "GET /api/locations?bbox= (Port-au-Prince)", path: "/api/locations?bbox=-72.45,18.45,-72.2,18.65", asMember: false, places: 50 },
    { label: "GET /api/locations?q=legliz&sort=recent", path: "/api/locations?q=legliz&sort=recent", asMember: false, places: 50 },
    { label: "GET /api/locations (page at place 40,000)", path: `/api/locations?limit=50&cursor=${deepCursor}`, asMember: false, places: 50 },
    { label: "GET /api/locations?bbox= (a new viewport each request)", path: randomViewport(), nextPath: randomViewport, asMember: false, places: "some" },
    { label: "GET /api/locations?q= (a new name each request)", path: randomSearch(), nextPath: randomSearch, asMember: false, places: "some" },
    { label: "GET /api/locations (a new deep cursor each request)", path: randomDeepPage(), nextPath: randomDeepPage, asMember: false, places: 50 },
    {
      label: "GET /api/places.geojson (compressed as a browser asks)",
      path: "/api/places.geojson",
      asMember: false,
      acceptEncoding: browserEncodings,
      places: null,
      untargeted: "none: the whole country's download, not a list",
    },
  ];
  const calls = everyCall.filter(isChosen);
  if (calls.length === 0) throw new Error(`BENCH_PLACES_ROWS=${process.env.BENCH_PLACES_ROWS ?? ""} names no row: ${everyCall.map((call) => call.label).join("; ")}`);
  const headersOf = (call: Call) => headersOfCall(call, database.cookies[0] ?? "");
  const sizes = new Map<Call, number>();
  for (const call of everyCall) {
    const check = await fetch(`${server.origin}${call.path}`, { headers: headersOf(call) });
    const body = await check.text();
    if (check.status !== 200) throw new Error(`GET ${call.path} answered ${check.status}: ${body.slice(0, 500)}`);
    const parsed = JSON.parse(body) as unknown[] | { features: unknown[] };
    const count = Array.isArray(parsed) ? parsed.length : parsed.features.length;
    if (call.places === "some" ? count === 0 : count !== (call.places ?? seeded)) {
      throw new Error(`GET ${call.path} answered ${count} places, not ${call.places ?? seeded}`);
    }
    sizes.set(call, sentSize(call, check, body));
  }

  console.log("Warming up ...");
  const run = (call: Call, seconds: number) =>
    call.nextPath === undefined
      ? hammer(`${server.origin}${call.path}`, seconds, headersOf(call))
      : hammerPaths(server.origin, call.nextPath, seconds, headersOf(call));
  for (const call of calls) await run(call, load.warmupSeconds);
  await hammer(baseline.url, load.warmupSeconds);
  const measured: Array<readonly [Call, LoadFigures]> = [];
  for (const call of calls) {
    console.log(`Loading ${call.label} for ${load.durationSeconds} s ...`);
    measured.push([call, await run(call, load.durationSeconds)]);
  }
  console.log(`Loading the bare Fastify baseline for ${load.durationSeconds} s ...`);
  const baselineFigures = await hammer(baseline.url, load.durationSeconds);
  printComparison(
    measured.map(([call, result]) => ({
      row: `${call.label} (${((sizes.get(call) ?? 0) / 1024).toFixed(1)} KB${call.nextPath === undefined ? "" : ", the first drawn"})`,
      label: call.label,
      result,
      ...(call.untargeted === undefined ? {} : { untargeted: call.untargeted }),
    })),
    baselineFigures,
    targets,
    [
      `Database: ${database.describe}, ${database.counts.members} members, ${seeded} approved places.`,
      "The same question again is answered from the server's 5 s memory of answers; a new one each request from its memory of the approved places, without a query.",
    ],
  );
});
