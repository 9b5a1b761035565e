import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { emptyReviewTables, insertContribution, type ContributionRow } from "../moderation/contribution-rows";
import { KnexCallRequestStore } from "./knex-call-request-store";

const at = (iso: string) => new Date(iso);
const callable = { phoneNumber: "+50937111111", hasContactInfo: true, allowDirectContact: true } as const;

describe.each(testDatabaseTargets())("KnexCallRequestStore on $name", (target) => {
  let database: TestDatabase;
  let db: Knex;
  let calls: KnexCallRequestStore;
  let taskId: number;
  let otherTaskId: number;
  let members: number[];

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    calls = new KnexCallRequestStore(db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyReviewTables(db);
    await emptyFoundationTables(db);
    const given = knexFixtures(db);
    const serviceId = await given.addService({ slug: "dlo-potab", position: 1, text: {} });
    taskId = await given.addTask({ serviceId, position: 1, text: {} });
    otherTaskId = await given.addTask({ serviceId, position: 2, text: {} });
    members = [];
    for (let index = 0; index < 6; index += 1) members.push(await given.addMember({ joinedServiceId: serviceId }));
  });

  const member = (index: number): number => {
    const id = members[index];
    if (id === undefined) throw new Error(`no member ${index}`);
    return id;
  };
  const contribute = (index: number, row: Partial<ContributionRow> = {}) =>
    insertContribution(db, { taskId, userId: member(index), ...row });

  describe("listContactable", () => {
    it("lists each contactable contributor once, newest first, without the requester or anyone else", async () => {
      const older = await contribute(1, { ...callable, createdAt: at("2026-03-01T10:00:00Z") });
      const newest = await contribute(1, { ...callable, status: "approved", createdAt: at("2026-03-03T10:00:00Z") });
      const second = await contribute(2, { ...callable, createdAt: at("2026-03-02T10:00:00Z") });
      await contribute(3, { ...callable, allowDirectContact: false });
      await contribute(3, { ...callable, hasContactInfo: false });
      await contribute(3, { ...callable, phoneNumber: null });
      await contribute(3, { ...callable, phoneNumber: "" });
      await contribute(4, { ...callable, status: "rejected" });
      await contribute(0, callable);
      await insertContribution(db, { taskId: otherTaskId, userId: member(5), ...callable });
      await db("users").where({ id: member(1) }).update({ profile_photo: "/media/photo.webp" });

      const listed = await calls.listContactable(taskId, member(0));

      expect(listed).toEqual([
        { contributionId: newest, fullName: expect.any(String), profilePhoto: "/media/photo.webp", contributedAt: "2026-03-03T10:00:00.000Z" },
        { contributionId: second, fullName: expect.any(String), profilePhoto: null, contributedAt: "2026-03-02T10:00:00.000Z" },
      ]);
      expect(listed?.map((contributor) => contributor.contributionId)).not.toContain(older);
      expect(JSON.stringify(listed)).not.toContain("+509");
    });

    it("answers null for an unknown task and an empty list for a task with nobody to call", async () => {
      expect(await calls.listContactable(999_999, member(0))).toBeNull();
      expect(await calls.listContactable(otherTaskId, member(0))).toEqual([]);
    });
  });

  describe("findCallee", () => {
    it("finds the author of a contactable contribution only", async () => {
      const open = await contribute(1, callable);
      const closed = await contribute(2, { ...callable, allowDirectContact: false });
      const rejected = await contribute(3, { ...callable, status: "rejected" });

      expect(await calls.findCallee(open)).toEqual({ contributionId: open, authorId: member(1) });
      expect(await calls.findCallee(closed)).toBeNull();
      expect(await calls.findCallee(rejected)).toBeNull();
      expect(await calls.findCallee(999_999)).toBeNull();
    });
  });

  describe("recordWithinLimit", () => {
    const request = (requester: number, iso: string) => ({
      contributionId: 0,
      requesterId: requester,
      callerName: "Jean Pierre",
      callerPhone: "+50937000000",
      message: null,
      at: at(iso),
    });

    it("records requests until the limit since the day's start, counting each member apart", async () => {
      const contributionId = await contribute(1, callable);
      const limit = { dailyLimit: 2, dayStart: at("2026-03-03T05:00:00Z") };
      const send = (requester: number, iso: string) =>
        calls.recordWithinLimit({ ...request(member(requester), iso), contributionId }, limit);

      await send(0, "2026-03-03T04:59:00Z");
      const first = await send(0, "2026-03-03T06:00:00Z");
      expect(first).toEqual({ id: expect.any(Number), createdAt: at("2026-03-03T06:00:00Z") });
      expect(await send(0, "2026-03-03T07:00:00Z")).not.toBe("limitReached");
      expect(await send(0, "2026-03-03T08:00:00Z")).toBe("limitReached");
      expect(await send(2, "2026-03-03T08:00:00Z")).not.toBe("limitReached");

      const stored = await db("call_requests").where({ requester_id: member(0) }).orderBy("id");
      expect(stored).toHaveLength(3);
      expect(stored[1]).toMatchObject({
        contribution_id: contributionId,
        caller_name: "Jean Pierre",
        caller_phone: "+50937000000",
        message: null,
      });
    });

    it("does not let parallel requests pass the limit together", async () => {
      const contributionId = await contribute(1, callable);
      const limit = { dailyLimit: 3, dayStart: at("2026-03-03T05:00:00Z") };

      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => calls.recordWithinLimit({ ...request(member(0), "2026-03-03T06:00:00Z"), contributionId }, limit)),
      );

      expect(outcomes.filter((outcome) => outcome !== "limitReached")).toHaveLength(3);
      expect(await db("call_requests").count({ count: "*" }).first()).toEqual({ count: 3 });
    });
  });
});
