import type { MemberEvent } from "@kominote/core/ports/member-events";
import type { PointAction } from "@kominote/core/rules/points-table";
import { startOfWeekIn } from "@kominote/core/rules/zoned-periods";
import { pointsTable } from "@kominote/core/rules/points-table";
import { steppingClock } from "@kominote/core/testing/account-doubles";
import { recordingEvents } from "@kominote/core/testing/notification-doubles";
import { RecordingPointsLedger } from "@kominote/core/testing/points-ledger-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { countingMembers } from "../memory/twin-fixtures";
import { knexFixtures } from "../services/knex-fixtures";
import { KnexPointsLedger } from "./knex-points-ledger";
import { KnexPointsStandings } from "./knex-points-standings";
import { pointsLedgerContract } from "./points-ledger.contract";

const at = (iso: string) => new Date(iso);
const award = (userId: number, action: PointAction, id: number) => ({ userId, action, reference: { kind: "contribution", id } });

/** The in-memory twin the use-case tests rely on, held to the same promises. */
describe("PointsLedger in memory", () =>
  pointsLedgerContract(async (start) => {
    const clock = steppingClock(start);
    const ledger = new RecordingPointsLedger(clock);
    const awardsOf = (memberId: number) => ledger.awards.filter((entry) => entry.userId === memberId);
    return {
      ledger,
      clock,
      given: {
        member: countingMembers(),
        lines: async (memberId) => awardsOf(memberId).length,
        total: async (memberId) => awardsOf(memberId).reduce((sum, entry) => sum + pointsTable[entry.action].points, 0),
      },
    };
  }));

describe.each(testDatabaseTargets())("points ledger on $name", (target) => {
  let database: TestDatabase;
  let db: Knex;
  let given: ReturnType<typeof knexFixtures>;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    given = knexFixtures(db);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db("points_ledger").delete();
    await db("member_points").delete();
  });

  const ledgerAt = (iso: string) => {
    const clock = steppingClock(at(iso));
    const events = recordingEvents();
    const standings = new KnexPointsStandings(db);
    return { clock, events, standings, ledger: new KnexPointsLedger(db, standings, events, clock) };
  };
  const member = () => given.addMember({ joinedServiceId: null });

  describe("PointsLedger", () =>
    pointsLedgerContract(async (start) => {
      await db("points_ledger").delete();
      await db("member_points").delete();
      const { ledger, clock } = ledgerAt(start.toISOString());
      const count = async (memberId: number) =>
        Number(((await db("points_ledger").where({ user_id: memberId }).count({ count: "*" }).first()) as { count: number | string }).count);
      return {
        ledger,
        clock,
        given: {
          member,
          lines: count,
          total: async (memberId) =>
            ((await db("member_points").where({ user_id: memberId }).first("total_points")) as { total_points: number } | undefined)?.total_points ?? 0,
        },
      };
    }));
  const eventTypes = (sent: Array<{ event: MemberEvent }>) => sent.map(({ event }) => event.type);

  it("records the table's points, keeps the total beside the ledger, and pushes the line then the stats", async () => {
    const { ledger, events, standings } = ledgerAt("2026-11-18T15:00:00Z");
    const marie = await member();
    expect(await ledger.award(award(marie, "contributionSubmitted", 1))).toBe(10);
    expect(await ledger.award(award(marie, "contributionApproved", 1))).toBe(20);
    expect(await db("member_points").where({ user_id: marie }).first("total_points")).toEqual({ total_points: 30 });
    expect(eventTypes(events.sent)).toEqual(["points", "stats", "points", "stats"]);
    expect(events.sent.at(-1)).toEqual({
      userId: marie,
      event: { type: "stats", stats: { totalPoints: 30, weeklyPoints: 30, rank: 1, totalContributions: 0 } },
    });
    const recent = await standings.recentOf(marie, 10);
    expect(recent.map((entry) => [entry.action, entry.points])).toEqual([
      ["contributionApproved", 20],
      ["contributionSubmitted", 10],
    ]);
  });

  it("pushes nothing for an award that was not recorded", async () => {
    const { ledger, events } = ledgerAt("2026-11-18T15:00:00Z");
    const marie = await member();
    await Promise.all([1, 2, 3].map(() => ledger.award(award(marie, "ideaShared", 4))));
    expect(eventTypes(events.sent)).toEqual(["points", "stats"]);
  });

  it("ranks by total points, members with equal points sharing a rank, members without points last", async () => {
    const { ledger, standings } = ledgerAt("2026-11-18T15:00:00Z");
    const [first, tied, third, none] = [await member(), await member(), await member(), await member()];
    await ledger.award(award(first, "contributionApproved", 1));
    await ledger.award(award(first, "contributionSubmitted", 1));
    await ledger.award(award(tied, "contributionApproved", 2));
    await ledger.award(award(tied, "contributionSubmitted", 2));
    await ledger.award(award(third, "contributionSubmitted", 3));
    const weekStart = startOfWeekIn(at("2026-11-18T15:00:00Z"));
    const ranks = await Promise.all([first, tied, third, none].map(async (id) => (await standings.statsOf(id, weekStart)).rank));
    expect(ranks).toEqual([1, 1, 3, 4]);
    expect(await standings.statsOf(none, weekStart)).toEqual({ totalPoints: 0, weeklyPoints: 0, rank: 4, totalContributions: 0 });
  });

  it("counts weekly points from Monday 00:00 in Haiti", async () => {
    // Sunday 23:59 in Haiti, then Monday 00:00 (05:00 UTC).
    const { ledger, clock, standings } = ledgerAt("2026-11-16T04:59:00Z");
    const marie = await member();
    await ledger.award(award(marie, "ideaShared", 1));
    clock.advance(60_000);
    await ledger.award(award(marie, "contributionSubmitted", 2));
    const stats = await standings.statsOf(marie, startOfWeekIn(at("2026-11-20T12:00:00Z")));
    expect(stats).toMatchObject({ totalPoints: 15, weeklyPoints: 10 });
  });

  it("counts the member's pending and approved contributions, not rejected ones nor anyone else's", async () => {
    const serviceId = await given.addService({ slug: "dlo", position: 1, text: { ht: { name: "Dlo", description: "Dlo" } } });
    const taskId = await given.addTask({ serviceId, position: 1, text: { ht: { title: "Kat", description: "Kat" } } });
    const [marie, jean] = [await member(), await member()];
    await given.addContribution({ taskId, userId: marie, status: "pending" });
    await given.addContribution({ taskId, userId: marie, status: "approved" });
    await given.addContribution({ taskId, userId: marie, status: "rejected" });
    await given.addContribution({ taskId, userId: jean, status: "approved" });
    const { standings } = ledgerAt("2026-11-18T15:00:00Z");
    expect((await standings.statsOf(marie, at("2026-11-16T05:00:00Z"))).totalContributions).toBe(2);
  });
});
