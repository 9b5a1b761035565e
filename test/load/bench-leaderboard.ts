import type { Idea } from "@kominote/core/schemas/ideas";
import { leaderboardCategories, type Leaderboard, type LeaderboardStanding } from "@kominote/core/schemas/points";
import { type BenchCall, browserEncodings, headersOfCall, sentSize } from "./bench-call";
import type { BenchDatabase } from "./bench-database";
import { printComparison, runBench } from "./bench-rig";
import { type IdeaCounts, seedIdeas, withBenchDatabase } from "./idea-seed";
import { hammer, load, type LoadFigures } from "./load-run";

/**
 * `npm run bench:leaderboard` (after `npm run build`): GET /api/leaderboard for a visitor and for a
 * signed-in member, each against a bare Fastify on the same machine in the same run, on 10,000
 * members, 200,000 ledger lines, 20,000 ideas, 300,000 votes (each also a view of the idea),
 * contributions over every service, attached files and forum posts. The server's timer rebuilds
 * the board once it is over a minute old, if it was asked for and something it counts was written
 * (docs/decisions/0009): the member votes for an idea of a listed member, and a last run is timed
 * so that the rebuild this write calls for lands inside it, which the board afterwards confirms.
 * It also times GET /api/leaderboard/me, the member's own standing, which counts the member's
 * scores anew for each request rather than reading the ready board. That route allows 120 calls per
 * client address in 10 minutes, so it cannot be loaded like the board from one address: it is
 * asked `standingRequests` times one after another, and then that many at once, the answers timed.
 */
const population = { members: 10_000, ledgerLinesPerMember: 20, notificationsPerMember: 0, signedIn: 1 } as const;
const targets = { ratio: 0.25, p99Ms: 50 } as const;
/** The server's `refreshEveryMs` and `checkEveryMs` (api/src/areas/leaderboard/bindings.ts). */
const rebuild = { afterMs: 60_000, checkEveryMs: 5_000 } as const;
/** Within the route's limit of 120 per address and 10 minutes, the first check's call included. */
const standingRequests = 50;
/** The last run starts this long before the board is due, so the rebuild (due, then at most one check later) falls inside it. */
const leadMs = 2_000;

/** A call of this bench: the board, unless `path` names another answer. */
type Call = BenchCall & { readonly path?: string };

const boardPath = "/api/leaderboard";
const visitorCall: Call = { label: "GET /api/leaderboard (visitor)", asMember: false };
const standingCall: Call = { label: "GET /api/leaderboard/me (valid session)", asMember: true, path: "/api/leaderboard/me" };

/** Answer times in ms of one standing request: its median, 99th percentile and longest. */
interface StandingTimes {
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const timesOf = (durations: number[]): StandingTimes => {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return { medianMs: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? Number.NaN };
};

/** One standing request, checked, and how long its whole answer took. */
const timedStanding = async (url: string, headers: Record<string, string>): Promise<number> => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${standingCall.label} answered ${response.status}: ${body.slice(0, 200)}`);
  checkStanding(body);
  return elapsed;
};

/** The standing asked for one request after another, then the same number at once. */
const timeStanding = async (url: string, headers: Record<string, string>): Promise<{ readonly inTurn: StandingTimes; readonly atOnce: StandingTimes }> => {
  const inTurn: number[] = [];
  for (let index = 0; index < standingRequests; index += 1) inTurn.push(await timedStanding(url, headers));
  const atOnce = await Promise.all(Array.from({ length: standingRequests }, () => timedStanding(url, headers)));
  return { inTurn: timesOf(inTurn), atOnce: timesOf(atOnce) };
};

const describeTimes = ({ medianMs, p99Ms, maxMs }: StandingTimes): string =>
  `median ${medianMs.toFixed(1)} ms, p99 ${p99Ms.toFixed(1)} ms, longest ${maxMs.toFixed(1)} ms`;
const calls: readonly Call[] = [
  visitorCall,
  { label: "GET /api/leaderboard (visitor, compressed as a browser asks)", asMember: false, acceptEncoding: browserEncodings },
  { label: "GET /api/leaderboard (valid session)", asMember: true },
];
const duringRebuild: Call = { label: "GET /api/leaderboard (visitor), a rebuild inside the run", asMember: false };

interface CommunityCounts extends IdeaCounts {
  readonly views: number;
  readonly contributions: number;
  readonly uploads: number;
  readonly posts: number;
  readonly invitations: number;
}

/**
 * What the leaderboard counts besides the ledger, set-based: every vote is also a view of the idea
 * (one per voter and day), each member contributes to up to four tasks in different services,
 * one contribution in three carries a file, 200 forums hold 50,000 posts, and one member in five
 * registered through another's invitation.
 */
const seedCommunity = (database: BenchDatabase, ideas: IdeaCounts): Promise<CommunityCounts> =>
  withBenchDatabase(database, async (db) => {
    await db.raw(
      `insert into content_views (kind, item_id, owner_id, viewer_id, day)
       select 'idea', v.idea_id, i.author_id, v.voter_id, (v.created_at at time zone 'America/Port-au-Prince')::date
       from idea_votes v join ideas i on i.id = v.idea_id
       on conflict do nothing`,
    );
    await db.raw("insert into content_view_totals (owner_id, views) select owner_id, count(*) from content_views group by owner_id");
    await db.raw(
      `with t as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from tasks)
       insert into contributions (task_id, user_id, status, created_at)
       select t.id, u.id, case when (u.id + k) % 4 = 0 then 'approved' when (u.id + k) % 9 = 0 then 'rejected' else 'pending' end,
         now() - (u.id % 500 + k * 37) * interval '1 hour'
       from users u cross join generate_series(1, 4) as k
       join t on t.n = (u.id * 13 + k * 7) % t.total
       where (u.id + k) % 3 <> 0`,
    );
    await db.raw(
      `insert into uploads (id, user_id, kind, content_type, storage_key, byte_size, contribution_id)
       select md5(c.id::text)::uuid, c.user_id, 'media', 'image/webp', 'bench/' || c.id, 1000, c.id
       from contributions c where c.id % 3 = 0`,
    );
    await db.raw(
      `insert into forums (service_id, creator_id, title)
       select (select id from services order by id offset (g % (select count(*) from services)) limit 1),
         (select min(id) from users) + g * 37, 'Fowòm ' || g
       from generate_series(1, 200) as g`,
    );
    await db.raw(
      `with f as (select id, row_number() over (order by id) - 1 as n from forums),
            m as (select min(id) as first, count(*) as total from users)
       insert into forum_posts (forum_id, author_id, content, created_at, hidden_at)
       select f.id, m.first + (g * 7919) % m.total, 'Mesaj ' || g, now() - g * interval '1 minute',
         case when g % 50 = 0 then now() end
       from generate_series(1, 50000) as g cross join m join f on f.n = g % 200`,
    );
    await db.raw(
      `with m as (select min(id) as first, count(*) as total from users)
       insert into invitations (inviter_id, method, created_at, accepted_user_id, accepted_at)
       select m.first + (u.id * 7919) % m.total, 'link', now() - interval '3 days', u.id, now() - interval '2 days'
       from users u cross join m where u.id % 5 = 0 and m.first + (u.id * 7919) % m.total <> u.id`,
    );
    for (const table of ["invitations", "content_views", "contributions", "uploads", "forum_posts", "points_ledger"]) await db.raw("analyze ??", [table]);
    const count = async (table: string) => Number(((await db(table).count({ count: "*" }).first()) as { count: number | string }).count);
    return {
      ...ideas,
      views: await count("content_views"),
      contributions: await count("contributions"),
      uploads: await count("uploads"),
      posts: await count("forum_posts"),
      invitations: await count("invitations"),
    };
  });

/** A listed member's actions this week, as the board shows them. */
interface ListedActivity {
  readonly fullName: string;
  readonly weeklyActivity: number;
}

const listedActivityOf = (board: Leaderboard, fullName: string): ListedActivity | undefined => {
  const entry = leaderboardCategories.flatMap((category) => board[category]).find((listed) => listed.fullName === fullName);
  return entry === undefined ? undefined : { fullName, weeklyActivity: entry.weeklyActivity };
};

/**
 * The member votes for an idea of a member the board lists: the author gets a ledger line, so the
 * next rebuild changes that member's actions this week, which tells whether it happened.
 */
const voteForListedAuthor = async (origin: string, cookie: string): Promise<ListedActivity> => {
  const board = (await (await fetch(`${origin}/api/leaderboard`, { headers: { cookie } })).json()) as Leaderboard;
  for (let page = 1; page <= 50; page += 1) {
    const ideas = (await (await fetch(`${origin}/api/ideas?limit=100&page=${page}`, { headers: { cookie } })).json()) as Idea[];
    for (const idea of ideas) {
      const listed = idea.authorName === null || idea.hasVoted || idea.isOwn === true ? undefined : listedActivityOf(board, idea.authorName);
      if (listed === undefined) continue;
      const vote = await fetch(`${origin}/api/ideas/${idea.id}/vote`, { method: "POST", headers: { cookie, "x-requested-with": "bench" } });
      if (vote.status !== 200) throw new Error(`POST /api/ideas/${idea.id}/vote answered ${vote.status}: ${await vote.text()}`);
      return listed;
    }
  }
  throw new Error("no idea of a listed member was found to vote for");
};

/** The member's standing must give a rank and a row or null for every category. */
const checkStanding = (body: string): void => {
  const standing = JSON.parse(body) as LeaderboardStanding;
  if (!Number.isInteger(standing.rank) || standing.rank < 1) throw new Error(`the standing has no rank: ${body.slice(0, 200)}`);
  for (const category of leaderboardCategories) {
    if (standing.entries[category] === undefined) throw new Error(`the standing has no ${category} row`);
  }
};

/** The answer must rank every category, and name members only for a member. */
const checkBoard = (body: string, asMember: boolean): void => {
  const board = JSON.parse(body) as Leaderboard;
  for (const category of leaderboardCategories) {
    if (!Array.isArray(board[category])) throw new Error(`the board has no ${category} list`);
  }
  if (board.tasks.length !== 50 || board.weekly.length !== 50) throw new Error("the tasks and weekly lists are not 50 long");
  const named = board.tasks.some((entry) => entry.fullName !== null);
  if (named !== asMember) throw new Error(asMember ? "a member got no names" : "a visitor got names");
  if (!asMember && /Manm \d|KDS-/.test(body)) throw new Error("a visitor's answer holds a name or a member number");
};

const printReport = (
  measured: ReadonlyArray<readonly [Call, LoadFigures, number]>,
  baseline: LoadFigures,
  database: BenchDatabase,
  counts: CommunityCounts,
  firstBuildMs: number,
  voted: ListedActivity,
  standing: { readonly inTurn: StandingTimes; readonly atOnce: StandingTimes },
) => {
  printComparison(
    measured.map(([call, result, bytes]) => ({ row: `${call.label} (${(bytes / 1024).toFixed(1)} KB)`, label: call.label, result })),
    baseline,
    targets,
    [
      `Database: ${database.describe}, ${database.counts.members} members, ${database.counts.ledgerLines} ledger lines, ${counts.ideas} ideas (${counts.hidden} hidden), ${counts.votes} votes, ${counts.views} views, ${counts.contributions} contributions, ${counts.uploads} files, ${counts.posts} forum posts, ${counts.invitations} accepted invitations.`,
      `First request after the start (builds the board, the request waits): ${firstBuildMs.toFixed(0)} ms.`,
      `${standingCall.label}, ${standingRequests} one after another: ${describeTimes(standing.inTurn)}; ${standingRequests} at once: ${describeTimes(standing.atOnce)}.`,
      `Before the last run the member voted for an idea of ${voted.fullName}; after it the board showed ${voted.fullName}'s actions this week up from ${voted.weeklyActivity}: the rebuild landed inside the run.`,
    ],
  );
};

process.exitCode = await runBench("leaderboard", async (rig) => {
  console.log(`Seeding ${population.members} members, ${population.members * population.ledgerLinesPerMember} ledger lines, ideas, votes, views, contributions and posts ...`);
  const database = await rig.prepareDatabase(population);
  const counts = await seedCommunity(database, await seedIdeas(database));
  const server = await rig.startServer(database);
  const baseline = await rig.startBaseline();
  const url = `${server.origin}${boardPath}`;
  const urlOf = (call: Call) => `${server.origin}${call.path ?? boardPath}`;
  const headersOf = (call: Call) => headersOfCall(call, database.cookies[0] ?? "");
  const started = performance.now();
  const first = await fetch(url, { headers: headersOf(visitorCall) });
  const firstBuildMs = performance.now() - started;
  if (first.status !== 200) throw new Error(`GET /api/leaderboard answered ${first.status}: ${await first.text()}`);
  const sizes = new Map<Call, number>();
  for (const call of [...calls, standingCall]) {
    const check = await fetch(urlOf(call), { headers: headersOf(call) });
    const body = await check.text();
    if (check.status !== 200) throw new Error(`${call.label} answered ${check.status}: ${body}`);
    if (call === standingCall) checkStanding(body);
    else checkBoard(body, call.asMember);
    sizes.set(call, sentSize(call, check, body));
  }

  console.log("Warming up ...");
  for (const call of calls) await hammer(urlOf(call), load.warmupSeconds, headersOf(call));
  await hammer(baseline.url, load.warmupSeconds);
  const measured: Array<readonly [Call, LoadFigures, number]> = [];
  for (const call of calls) {
    console.log(`Loading ${call.label} for ${load.durationSeconds} s ...`);
    measured.push([call, await hammer(urlOf(call), load.durationSeconds, headersOf(call)), sizes.get(call) ?? 0]);
  }
  // Nothing was written since the first build: without this vote the board would not be rebuilt.
  const cookie = database.cookies[0] ?? "";
  const voted = await voteForListedAuthor(server.origin, cookie);
  // The board is due `rebuild.afterMs` after the first build began; the run starts a little before.
  const due = started + rebuild.afterMs;
  const wait = due - leadMs - performance.now();
  if (wait < 0) throw new Error("the runs before took too long: the rebuild may have landed before the last run began");
  console.log(`Waiting ${Math.round(wait / 1000)} s, then loading ${duringRebuild.label} for ${load.durationSeconds} s ...`);
  await new Promise((resolve) => setTimeout(resolve, wait));
  measured.push([duringRebuild, await hammer(url, load.durationSeconds, headersOf(duringRebuild)), sizes.get(visitorCall) ?? 0]);
  const after = (await (await fetch(url, { headers: { cookie } })).json()) as Leaderboard;
  const rebuilt = (listedActivityOf(after, voted.fullName)?.weeklyActivity ?? 0) > voted.weeklyActivity;
  if (!rebuilt) throw new Error(`no rebuild landed inside the last run (due ${rebuild.afterMs / 1000} s after the first build, checked every ${rebuild.checkEveryMs / 1000} s)`);
  console.log(`Timing ${standingCall.label}, ${standingRequests} one after another, then ${standingRequests} at once ...`);
  const standing = await timeStanding(urlOf(standingCall), headersOf(standingCall));
  console.log(`Loading the bare Fastify baseline for ${load.durationSeconds} s ...`);
  const baselineFigures = await hammer(baseline.url, load.durationSeconds);
  printReport(measured, baselineFigures, database, counts, firstBuildMs, voted, standing);
});
