import { randomUUID } from "node:crypto";
import type { PointAction } from "@kominote/core/rules/points-table";
import { startOfWeekIn } from "@kominote/core/rules/zoned-periods";
import { leaderboardCategories, type Leaderboard } from "@kominote/core/schemas/points";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { KnexContentViews } from "./knex-content-views";
import { KnexLeaderboardTable } from "./knex-leaderboard-table";
import { KnexOwnBoardScores } from "./knex-own-board-scores";

const at = (iso: string) => new Date(iso);
// Wednesday 18 November 2026, 10:00 in Haiti; the week began on Monday 16 at 00:00 (05:00 UTC).
const now = at("2026-11-18T15:00:00Z");
const weekStart = startOfWeekIn(now);

describe.each(testDatabaseTargets())("leaderboard on $name", (target) => {
  let database: TestDatabase;
  let db: Knex;
  let given: ReturnType<typeof knexFixtures>;
  let serviceIds: number[];
  let taskIds: number[];

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    for (const table of ["leaderboard_entries", "content_views", "content_view_totals", "uploads", "points_ledger", "member_points", "forum_posts", "invitations"]) {
      await db(table).delete();
    }
    await db("leaderboard_state").update({ week_start: null, refreshed_at: null });
    await emptyFoundationTables(db);
    given = knexFixtures(db);
    serviceIds = [];
    taskIds = [];
    for (const position of [1, 2, 3]) {
      const serviceId = await given.addService({ slug: `sevis-${position}`, position, text: { ht: { name: "Sèvis", description: "Sèvis" } } });
      serviceIds.push(serviceId);
      for (const taskPosition of [1, 2]) {
        taskIds.push(await given.addTask({ serviceId, position: taskPosition, text: { ht: { title: "Travay", description: "Travay" } } }));
      }
    }
  });

  const member = () => given.addMember({ joinedServiceId: null });
  const task = (index: number) => taskIds[index] as number;
  const contribute = async (userId: number, taskId: number, createdAt: string, status = "pending") => {
    const [row] = await db("contributions").insert({ task_id: taskId, user_id: userId, status, created_at: at(createdAt) }).returning<{ id: number }[]>("id");
    return row?.id as number;
  };
  const ledgerLine = (userId: number, action: PointAction, points: number, createdAt: string, referenceId: number) =>
    db("points_ledger").insert({ user_id: userId, action, points, reference_kind: "contribution", reference_id: referenceId, created_at: at(createdAt) });
  const upload = (userId: number, contributionId: number | null) =>
    db("uploads").insert({
      id: randomUUID(),
      user_id: userId,
      kind: "media",
      content_type: "image/webp",
      storage_key: randomUUID(),
      byte_size: 100,
      contribution_id: contributionId,
    });

  const built = async (size = 50): Promise<Leaderboard> => {
    const table = new KnexLeaderboardTable(db, size);
    expect(await table.refresh({ weekStart, now, unlessRefreshedSince: now })).toBe(true);
    return (await table.read()).board;
  };
  const scores = (board: Leaderboard, category: keyof Leaderboard) =>
    board[category].map((entry) => [entry.rank, entry.fullName, entry.score]);
  const nameOf = async (id: number) => ((await db("users").where({ id }).first("full_name")) as { full_name: string }).full_name;

  it("tasks: counts pending and approved contributions, not rejected ones; equal scores share a rank; nobody with 0 is listed", async () => {
    const [marie, jean, paul, nobody] = [await member(), await member(), await member(), await member()];
    await contribute(marie, task(0), "2026-11-01T12:00:00Z", "approved");
    await contribute(marie, task(1), "2026-11-02T12:00:00Z", "pending");
    await contribute(marie, task(2), "2026-11-03T12:00:00Z", "rejected");
    await contribute(jean, task(0), "2026-11-04T12:00:00Z", "pending");
    await contribute(jean, task(3), "2026-11-04T13:00:00Z", "approved");
    await contribute(paul, task(4), "2026-11-05T12:00:00Z", "approved");
    await contribute(nobody, task(5), "2026-11-05T12:00:00Z", "rejected");
    const board = await built();
    expect(scores(board, "tasks")).toEqual([
      [1, await nameOf(marie), 2],
      [1, await nameOf(jean), 2],
      [3, await nameOf(paul), 1],
    ]);
  });

  it("lists only the top of each category, in rank order", async () => {
    const members = [await member(), await member(), await member(), await member()];
    for (const [index, userId] of members.entries()) {
      for (let count = 0; count <= index; count += 1) await contribute(userId, task(count), "2026-11-01T12:00:00Z");
    }
    const board = await built(2);
    expect(scores(board, "tasks")).toEqual([
      [1, await nameOf(members[3] as number), 4],
      [2, await nameOf(members[2] as number), 3],
    ]);
  });

  it("first: counts the tasks where the member's contribution came first, rejected ones not counting", async () => {
    const [marie, jean] = [await member(), await member()];
    await contribute(jean, task(0), "2026-11-01T12:00:00Z", "rejected");
    await contribute(marie, task(0), "2026-11-02T12:00:00Z");
    await contribute(jean, task(0), "2026-11-03T12:00:00Z");
    await contribute(marie, task(1), "2026-11-02T12:00:00Z");
    await contribute(jean, task(2), "2026-11-01T12:00:00Z", "approved");
    await contribute(marie, task(2), "2026-11-01T13:00:00Z");
    const board = await built();
    expect(scores(board, "first")).toEqual([
      [1, await nameOf(marie), 2],
      [2, await nameOf(jean), 1],
    ]);
  });

  it("diverse: counts the distinct services the member contributed in", async () => {
    const [marie, jean] = [await member(), await member()];
    // Tasks 0 and 1 are in the first service, 2 in the second, 4 in the third.
    await contribute(marie, task(0), "2026-11-01T12:00:00Z");
    await contribute(marie, task(1), "2026-11-01T12:00:00Z");
    await contribute(marie, task(2), "2026-11-01T12:00:00Z");
    await contribute(jean, task(0), "2026-11-01T12:00:00Z");
    await contribute(jean, task(2), "2026-11-01T12:00:00Z");
    await contribute(jean, task(4), "2026-11-01T12:00:00Z", "approved");
    await contribute(marie, task(4), "2026-11-01T12:00:00Z", "rejected");
    const board = await built();
    expect(scores(board, "diverse")).toEqual([
      [1, await nameOf(jean), 3],
      [2, await nameOf(marie), 2],
    ]);
  });

  it("uploads: counts the files attached to a contribution, not the ones never submitted", async () => {
    const [marie, jean] = [await member(), await member()];
    const contribution = await contribute(marie, task(0), "2026-11-01T12:00:00Z");
    await upload(marie, contribution);
    await upload(marie, contribution);
    await upload(jean, null);
    await upload(jean, await contribute(jean, task(1), "2026-11-01T12:00:00Z"));
    const board = await built();
    expect(scores(board, "uploads")).toEqual([
      [1, await nameOf(marie), 2],
      [2, await nameOf(jean), 1],
    ]);
  });

  it("weekly: counts points from Monday 00:00 in Haiti, not the Sunday before", async () => {
    const [marie, jean] = [await member(), await member()];
    await ledgerLine(marie, "contributionApproved", 20, "2026-11-16T04:59:59Z", 1); // Sunday 23:59:59 in Haiti
    await ledgerLine(marie, "contributionSubmitted", 10, "2026-11-16T05:00:00Z", 2); // Monday 00:00
    await ledgerLine(jean, "ideaShared", 5, "2026-11-17T12:00:00Z", 3);
    await ledgerLine(jean, "voteCast", 1, "2026-11-17T12:00:00Z", 4);
    const board = await built();
    expect(scores(board, "weekly")).toEqual([
      [1, await nameOf(marie), 10],
      [2, await nameOf(jean), 6],
    ]);
  });

  it("gives every entry the member's actions this week (ledger lines since Monday 00:00 in Haiti)", async () => {
    const [marie, jean] = [await member(), await member()];
    await contribute(marie, task(0), "2026-11-01T12:00:00Z");
    await contribute(jean, task(0), "2026-11-02T12:00:00Z");
    await ledgerLine(marie, "contributionSubmitted", 10, "2026-11-10T12:00:00Z", 1);
    await ledgerLine(marie, "voteCast", 1, "2026-11-16T05:00:00Z", 2);
    await ledgerLine(marie, "voteCast", 1, "2026-11-17T05:00:00Z", 3);
    await ledgerLine(jean, "voteCast", 1, "2026-11-16T04:59:00Z", 4);
    const board = await built();
    expect(board.tasks.map((entry) => [entry.fullName, entry.weeklyActivity])).toEqual([
      [await nameOf(marie), 2],
      [await nameOf(jean), 0],
    ]);
    expect(board.weekly.map((entry) => entry.weeklyActivity)).toEqual([2]);
  });

  it("views: counts one view per viewer, item and Haiti day, never the author's own", async () => {
    const [author, other, viewerA, viewerB] = [await member(), await member(), await member(), await member()];
    const views = new KnexContentViews(db);
    const view = (kind: "idea" | "forum", itemId: number, ownerId: number, viewerId: number, iso: string) =>
      views.recordView({ kind, itemId, ownerId, viewerId, at: at(iso) });
    await view("idea", 1, author, viewerA, "2026-11-18T12:00:00Z");
    await view("idea", 1, author, viewerA, "2026-11-18T20:00:00Z");
    await view("idea", 1, author, viewerA, "2026-11-19T04:59:00Z"); // still the 18th in Haiti
    await view("idea", 1, author, viewerA, "2026-11-19T05:00:00Z"); // the 19th
    await view("forum", 1, author, viewerA, "2026-11-18T12:00:00Z"); // another kind of item
    await view("idea", 1, author, viewerB, "2026-11-18T12:00:00Z");
    await view("idea", 1, author, author, "2026-11-18T12:00:00Z");
    await view("idea", 2, other, viewerB, "2026-11-18T12:00:00Z");
    const board = await built();
    expect(scores(board, "views")).toEqual([
      [1, await nameOf(author), 4],
      [2, await nameOf(other), 1],
    ]);
  });

  it("answers names, member numbers and photos for the server to withhold or show", async () => {
    const marie = await member();
    await db("users").where({ id: marie }).update({ profile_photo: "/media/marie.webp" });
    await contribute(marie, task(0), "2026-11-01T12:00:00Z");
    const board = await built();
    const user = (await db("users").where({ id: marie }).first("full_name", "username")) as { full_name: string; username: string };
    expect(board.tasks).toEqual([
      { rank: 1, fullName: user.full_name, username: user.username, profilePhoto: "/media/marie.webp", score: 1, weeklyActivity: 0 },
    ]);
  });

  it("comments: counts the member's forum posts that are not hidden", async () => {
    const [marie, jean] = [await member(), await member()];
    const forumId = await given.addForum({ serviceId: serviceIds[0] as number, creatorId: jean });
    const post = (authorId: number, hidden = false) =>
      db("forum_posts").insert({ forum_id: forumId, author_id: authorId, content: "Mwen dakò", hidden_at: hidden ? now : null });
    await post(marie);
    await post(marie);
    await post(marie, true);
    await post(jean);
    await post(jean, true);
    const board = await built();
    expect(scores(board, "comments")).toEqual([
      [1, await nameOf(marie), 2],
      [2, await nameOf(jean), 1],
    ]);
  });

  it("invites: counts the member's invitations that were accepted, not the ones still waiting", async () => {
    const [marie, jean, friendA, friendB, friendC] = [await member(), await member(), await member(), await member(), await member()];
    const invite = (inviterId: number, acceptedUserId: number | null) =>
      db("invitations").insert({
        inviter_id: inviterId,
        method: "link",
        created_at: at("2026-11-10T12:00:00Z"),
        accepted_user_id: acceptedUserId,
        accepted_at: acceptedUserId === null ? null : at("2026-11-11T12:00:00Z"),
      });
    await invite(marie, friendA);
    await invite(marie, friendB);
    await invite(marie, null);
    await invite(jean, friendC);
    await invite(jean, null);
    const board = await built();
    expect(scores(board, "invites")).toEqual([
      [1, await nameOf(marie), 2],
      [2, await nameOf(jean), 1],
    ]);
  });

  it("rebuilds once: a refresh finding it rebuilt for the same week since the given time does nothing", async () => {
    const table = new KnexLeaderboardTable(db, 50);
    expect(await table.read()).toMatchObject({ weekStart: null, refreshedAt: null });
    expect(await table.refresh({ weekStart, now, unlessRefreshedSince: now })).toBe(true);
    const marie = await member();
    await contribute(marie, task(0), "2026-11-01T12:00:00Z");
    const later = at("2026-11-18T15:00:10Z");
    expect(await table.refresh({ weekStart, now: later, unlessRefreshedSince: at("2026-11-18T14:59:00Z") })).toBe(false);
    expect((await table.read()).board.tasks).toEqual([]);
    expect(await table.refresh({ weekStart, now: later, unlessRefreshedSince: at("2026-11-18T15:00:01Z") })).toBe(true);
    expect((await table.read()).board.tasks).toHaveLength(1);
    // A new week rebuilds whenever the last build was.
    const nextWeek = startOfWeekIn(at("2026-11-23T05:00:00Z"));
    expect(await table.refresh({ weekStart: nextWeek, now: later, unlessRefreshedSince: at("2026-11-18T14:00:00Z") })).toBe(true);
    expect(await table.read()).toMatchObject({ weekStart: nextWeek, refreshedAt: later });
  });

  it("counts every write to the tables the board counts, updates and deletes included, so that the timer knows a rebuild would change something", async () => {
    const table = new KnexLeaderboardTable(db, 50);
    const [marie, jean] = [await member(), await member()];
    const forumId = await given.addForum({ serviceId: serviceIds[0] as number, creatorId: jean });
    const contribution = await contribute(marie, task(0), "2026-11-01T12:00:00Z");
    expect(await table.sourceWrites()).toEqual(expect.any(Number));
    const movedBy = async (write: () => Promise<unknown>) => {
      const before = (await table.sourceWrites()) as number;
      await write();
      const counted = async () => expect(await table.sourceWrites()).toBeGreaterThan(before);
      // The embedded database (one connection) counts at once; on a PostgreSQL server another
      // connection hands its counts over within 10 s.
      if (target.name === "pglite") await counted();
      else await vi.waitFor(counted, { timeout: 15_000, interval: 200 });
    };
    await movedBy(() => db("contributions").where({ id: contribution }).update({ status: "rejected" }));
    await movedBy(() => db("forum_posts").insert({ forum_id: forumId, author_id: marie, content: "Mwen dakò" }));
    await movedBy(() => db("forum_posts").where({ forum_id: forumId }).update({ hidden_at: now }));
    await movedBy(() => new KnexContentViews(db).recordView({ kind: "idea", itemId: 1, ownerId: jean, viewerId: marie, at: now }));
    await movedBy(() => ledgerLine(marie, "voteCast", 1, "2026-11-17T12:00:00Z", 1));
    await movedBy(() => db("points_ledger").where({ user_id: marie }).delete());
    await movedBy(() => upload(marie, contribution));
    if (target.name === "pglite") {
      // Exact where one connection does everything: writes elsewhere leave the count alone.
      const before = await table.sourceWrites();
      await db("users").where({ id: marie }).update({ full_name: "Marie Joseph" });
      await db("leaderboard_state").update({ refreshed_at: now });
      expect(await table.sourceWrites()).toBe(before);
    }
  });

  it("answers no count of writes where the database keeps none, so that every due rebuild runs", async () => {
    await db.transaction(async (trx) => {
      await trx.raw("set local track_counts = off");
      expect(await new KnexLeaderboardTable(trx, 50).sourceWrites()).toBeNull();
    });
  });

  it("reads one member's own row now, with the scores the rebuild gives them in every category", async () => {
    const [marie, jean, nobody] = [await member(), await member(), await member()];
    const first = await contribute(marie, task(0), "2026-11-01T12:00:00Z", "approved");
    await contribute(jean, task(0), "2026-11-02T12:00:00Z");
    await contribute(jean, task(2), "2026-11-02T12:00:00Z");
    await contribute(jean, task(4), "2026-11-02T13:00:00Z", "rejected");
    await upload(marie, first);
    await ledgerLine(marie, "contributionApproved", 20, "2026-11-17T12:00:00Z", first);
    await ledgerLine(jean, "contributionSubmitted", 10, "2026-11-17T13:00:00Z", 2);
    await ledgerLine(jean, "contributionSubmitted", 10, "2026-11-10T13:00:00Z", 3);
    const board = await built();
    const own = new KnexOwnBoardScores(db);
    for (const userId of [marie, jean]) {
      const row = await own.ownRowOf(userId, weekStart);
      const name = await nameOf(userId);
      for (const category of leaderboardCategories) {
        const listed = board[category].find((entry) => entry.fullName === name);
        expect(row?.scores[category], `${name} in ${category}`).toBe(listed?.score ?? 0);
        if (listed !== undefined) expect(row?.weeklyActivity).toBe(listed.weeklyActivity);
      }
      expect(row?.fullName).toBe(name);
    }
    expect((await own.ownRowOf(nobody, weekStart))?.scores).toEqual(Object.fromEntries(leaderboardCategories.map((category) => [category, 0])));
    expect(await own.ownRowOf(2_000_000_000, weekStart)).toBeNull();

    // A new contribution shows in the member's own row at once; the built board waits for its rebuild.
    await contribute(nobody, task(5), "2026-11-18T14:00:00Z");
    expect((await own.ownRowOf(nobody, weekStart))?.scores.tasks).toBe(1);
  });
});
