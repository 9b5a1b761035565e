import { MemoryCallRequests, type MemoryContribution } from "@kominote/core/testing/review-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { countingMembers } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { emptyReviewTables, insertContribution, type ContributionRow } from "../moderation/contribution-rows";
import { callRequestStoreContract, type CallRequestHarness } from "./call-request-store.contract";
import { KnexCallRequestStore } from "./knex-call-request-store";

const at = (iso: string) => new Date(iso);
const callable = { phoneNumber: "+50937111111", hasContactInfo: true, allowDirectContact: true } as const;

/** Call requests over an empty database; a contribution not contactable is one whose author refused direct contact. */
const harnessOn = async (db: Knex): Promise<CallRequestHarness> => {
  await emptyReviewTables(db);
  await emptyFoundationTables(db);
  const given = knexFixtures(db);
  const serviceId = await given.addService({ slug: "dlo-potab", position: 1, text: {} });
  let tasks = 0;
  return {
    calls: new KnexCallRequestStore(db),
    given: {
      member: () => given.addMember({ joinedServiceId: serviceId }),
      fullNameOf: async (memberId) => ((await db("users").where({ id: memberId }).first("full_name")) as { full_name: string }).full_name,
      task: () => given.addTask({ serviceId, position: (tasks += 1), text: {} }),
      contribution: ({ taskId, authorId, contactable, at: createdAt }) =>
        insertContribution(db, { taskId, userId: authorId, createdAt, ...callable, allowDirectContact: contactable }),
    },
  };
};

/** The call-request twin the use-case tests rely on, held to the same promises. */
const memoryHarness = async (): Promise<CallRequestHarness> => {
  const contributions: MemoryContribution[] = [];
  const taskIds: number[] = [];
  return {
    calls: new MemoryCallRequests(contributions, taskIds),
    given: {
      member: countingMembers(),
      fullNameOf: async (memberId) => `Manm ${String(memberId)}`,
      task: async () => {
        const id = taskIds.length + 1;
        taskIds.push(id);
        return id;
      },
      contribution: async ({ taskId, authorId, contactable, at: contributedAt }) => {
        const id = contributions.length + 1;
        contributions.push({ id, taskId, authorId, contactable, contributedAt });
        return id;
      },
    },
  };
};

describe("CallRequestStore in memory", () => callRequestStoreContract(memoryHarness));

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

  describe("CallRequestStore", () => callRequestStoreContract(() => harnessOn(db)));

  describe("the database adapter alone", () => {
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
    const contribute = (index: number, row: Partial<ContributionRow> = {}) => insertContribution(db, { taskId, userId: member(index), ...row });

    it("lists a contribution only when its author shared contact details, allowed direct contact and left a number, and it was not rejected", async () => {
      const approved = await contribute(1, { ...callable, status: "approved", createdAt: at("2026-03-03T10:00:00Z") });
      await contribute(3, { ...callable, allowDirectContact: false });
      await contribute(3, { ...callable, hasContactInfo: false });
      await contribute(3, { ...callable, phoneNumber: null });
      await contribute(3, { ...callable, phoneNumber: "" });
      const rejected = await contribute(4, { ...callable, status: "rejected" });
      await insertContribution(db, { taskId: otherTaskId, userId: member(5), ...callable });
      await db("users").where({ id: member(1) }).update({ profile_photo: "/media/photo.webp" });

      const listed = await calls.listContactable(taskId, member(0));

      expect(listed).toEqual([{ contributionId: approved, fullName: expect.any(String), profilePhoto: "/media/photo.webp", contributedAt: "2026-03-03T10:00:00.000Z" }]);
      expect(JSON.stringify(listed)).not.toContain("+509");
      expect(await calls.findCallee(rejected)).toBeNull();
    });

    it("stores the caller's name, number and message with the request", async () => {
      const contributionId = await contribute(1, callable);
      const request = { contributionId, requesterId: member(0), callerName: "Jean Pierre", callerPhone: "+50937000000", message: "Rele m aswè a.", at: at("2026-03-03T06:00:00Z") };

      await calls.recordWithinLimit(request, { dailyLimit: 2, dayStart: at("2026-03-03T05:00:00Z") });

      expect(await db("call_requests").where({ requester_id: member(0) }).first("contribution_id", "caller_name", "caller_phone", "message", "created_at")).toEqual({
        contribution_id: contributionId,
        caller_name: "Jean Pierre",
        caller_phone: "+50937000000",
        message: "Rele m aswè a.",
        created_at: at("2026-03-03T06:00:00Z"),
      });
    });
  });
});
