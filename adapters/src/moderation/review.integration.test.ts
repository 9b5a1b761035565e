import { MemoryAuditLog, MemoryReviewSource, type MemorySubmission } from "@kominote/core/testing/review-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { countingMembers, twinWorld } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import type { RepositoryFixtures } from "../services/repository-fixtures";
import { emptyReviewTables, insertContribution } from "./contribution-rows";
import { excerpt } from "@kominote/core/rules/excerpt";
import { KnexAuditLog } from "./knex-audit-log";
import { KnexContributionReviewSource } from "./knex-contribution-review-source";
import { auditLogContract, type AuditLogHarness } from "./audit-log.contract";
import { auditedVerdictsOn, fullNameOn, reviewSourceContract, type ReviewSourceHarness } from "./review-source.contract";

const at = (iso: string) => new Date(iso);

/** Empties the audit log and its targets, then the foundation tables they point at. */
const emptyModerationTables = async (db: Knex): Promise<void> => {
  // The audit log's targets: what names them is removed before their authors.
  await db("forum_posts").delete();
  await db("ideas").delete();
  await emptyReviewTables(db);
  await emptyFoundationTables(db);
};

/** Contributions as a review source over an empty database, with one task to contribute to. */
const contributionSourceOn = async (db: Knex): Promise<ReviewSourceHarness> => {
  await emptyModerationTables(db);
  const given = knexFixtures(db);
  const serviceId = await given.addService({ slug: "dlo", position: 1, text: { ht: { name: "Dlo", description: "" } } });
  const taskId = await given.addTask({ serviceId, position: 1, text: { ht: { title: "Kat pwen dlo", description: "" } } });
  return {
    source: new KnexContributionReviewSource(db),
    kind: "contribution",
    given: {
      member: () => given.addMember({ joinedServiceId: serviceId }),
      fullNameOf: fullNameOn(db),
      pending: (userId, createdAt) => insertContribution(db, { taskId, userId, createdAt }),
      auditedVerdicts: auditedVerdictsOn(db),
    },
  };
};

/** The review twin the use-case tests rely on, held to the same promises. */
const memoryReviewHarness = async (): Promise<ReviewSourceHarness> => {
  const submissions: MemorySubmission[] = [];
  const source = new MemoryReviewSource("contribution", submissions);
  return {
    source,
    kind: "contribution",
    given: {
      member: countingMembers(),
      fullNameOf: async (memberId) => `Manm ${String(memberId)}`,
      pending: async (authorId, submittedAt) => {
        const id = submissions.length + 1;
        submissions.push({ id, authorId, status: "pending", submittedAt, reason: null });
        return id;
      },
      auditedVerdicts: async () =>
        source.audit.map((entry) => ({ reviewerId: entry.actorId, action: entry.action, kind: entry.subjectKind, id: entry.subjectId, reason: entry.reason })),
    },
  };
};

/** The audit log over an empty database; its targets are forums of one service. */
const auditLogOn = async (db: Knex): Promise<AuditLogHarness> => {
  await emptyModerationTables(db);
  const given = knexFixtures(db);
  const serviceId = await given.addService({ slug: "dlo", position: 1, text: { ht: { name: "Dlo", description: "" } } });
  let forums = 0;
  return {
    log: new KnexAuditLog(db),
    given: {
      member: () => given.addMember({ joinedServiceId: null }),
      fullNameOf: fullNameOn(db),
      target: async () => {
        const title = `Fowòm ${String((forums += 1))}`;
        const creatorId = await given.addMember({ joinedServiceId: serviceId });
        const [row] = (await db("forums").insert({ service_id: serviceId, creator_id: creatorId, title }).returning("id")) as { id: number }[];
        const id = Number(row?.id);
        return { kind: "forum", id, label: title, page: { kind: "forum", id } };
      },
      remove: async (target) => {
        await db("forums").where({ id: target.id }).delete();
      },
    },
  };
};

/** The audit log twin the use-case tests rely on, held to the same promises. */
const memoryAuditLogHarness = async (): Promise<AuditLogHarness> => {
  const world = twinWorld();
  const log = new MemoryAuditLog(world.memberNames);
  let forums = 0;
  return {
    log,
    given: {
      member: () => world.given.addMember({ joinedServiceId: null }),
      fullNameOf: async (memberId) => world.memberNames.get(memberId) ?? "",
      target: async () => {
        const id = (forums += 1);
        const target = { kind: "forum", id, label: `Fowòm ${String(id)}`, page: { kind: "forum", id } } as const;
        log.targets.set(`forum:${String(id)}`, target);
        return target;
      },
      remove: async (target) => {
        log.targets.set(`${target.kind}:${String(target.id)}`, null);
      },
    },
  };
};

describe("ReviewSource (contributions) in memory", () => reviewSourceContract(memoryReviewHarness));
describe("AuditLog in memory", () => auditLogContract(memoryAuditLogHarness));

describe.each(testDatabaseTargets())("review storage on $name", (target) => {
  let database: TestDatabase;
  let db: Knex;
  let given: RepositoryFixtures;
  let source: KnexContributionReviewSource;
  let auditLog: KnexAuditLog;
  let taskId: number;
  let authorId: number;
  let moderatorId: number;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    source = new KnexContributionReviewSource(db);
    auditLog = new KnexAuditLog(db);
  });
  afterAll(() => database.close());

  describe("ReviewSource (contributions)", () => reviewSourceContract(() => contributionSourceOn(db)));
  describe("AuditLog", () => auditLogContract(() => auditLogOn(db)));

  describe("the database adapters alone", () => {
    beforeEach(async () => {
      await emptyModerationTables(db);
      given = knexFixtures(db);
      const serviceId = await given.addService({
        slug: "jesyon-fatra",
        position: 1,
        text: { ht: { name: "Jesyon Fatra", description: "Fatra nan lari." }, en: { name: "Waste", description: "Rubbish." } },
      });
      taskId = await given.addTask({
        serviceId,
        position: 1,
        text: { ht: { title: "Make yon pil fatra", description: "Pran foto." } },
      });
      authorId = await given.addMember({ joinedServiceId: serviceId });
      moderatorId = await given.addMember({ joinedServiceId: null });
    });

    describe("KnexContributionReviewSource", () => {
      it("lists pending contributions oldest first with task, service, author and first photo, up to the limit", async () => {
        const newer = await insertContribution(db, { taskId, userId: authorId, createdAt: at("2026-03-02T10:00:00Z") });
        const older = await insertContribution(db, {
          taskId,
          userId: authorId,
          notes: "Kanal la bouche nèt.",
          createdAt: at("2026-03-01T10:00:00Z"),
        });
        await insertContribution(db, { taskId, userId: authorId, status: "approved", createdAt: at("2026-02-01T10:00:00Z") });
        await insertContribution(db, { taskId, userId: authorId, status: "rejected", createdAt: at("2026-02-01T11:00:00Z") });
        await db("contributions").where({ id: older }).update({ user_latitude: 18.54, user_longitude: -72.34 });
        await db("uploads").insert([
          { id: "00000000-0000-4000-8000-000000000001", user_id: authorId, kind: "pdf", content_type: "application/pdf", storage_key: "a.pdf", byte_size: 10, contribution_id: older },
          { id: "00000000-0000-4000-8000-000000000002", user_id: authorId, kind: "media", content_type: "image/webp", storage_key: "b.webp", byte_size: 10, contribution_id: older },
        ]);

        const items = await source.listPending({ language: "en", limit: 10 });

        expect(items).toEqual([
          {
            kind: "contribution",
            id: older,
            title: "Make yon pil fatra",
            description: "Kanal la bouche nèt.",
            photoUrl: "/media/b.webp",
            latitude: 18.54,
            longitude: -72.34,
            serviceName: "Waste",
            submittedBy: { id: authorId, fullName: expect.any(String) },
            submittedAt: "2026-03-01T10:00:00.000Z",
          },
          expect.objectContaining({ id: newer, photoUrl: null, latitude: null, serviceName: "Waste" }),
        ]);
        expect((await source.listPending({ language: "ht", limit: 1 })).map((item) => item.id)).toEqual([older]);
        expect((await source.listPending({ language: "ht", limit: 1 }))[0]?.serviceName).toBe("Jesyon Fatra");
      });

      it("approves a pending contribution with its reviewer and time, and writes the audit entry", async () => {
        const id = await insertContribution(db, { taskId, userId: authorId });
        const decidedAt = at("2026-03-03T12:00:00Z");

        expect(await source.decide({ id, verdict: "approved", reviewerId: moderatorId, reason: null, at: decidedAt })).toEqual({
          outcome: "decided",
          authorId,
        });

        const row = await db("contributions").where({ id }).first("status", "reviewed_at", "reviewed_by", "rejection_reason");
        expect(row).toEqual({ status: "approved", reviewed_at: decidedAt, reviewed_by: moderatorId, rejection_reason: null });
        expect(await auditLog.list({ limit: 10, language: "ht" })).toEqual([
          {
            id: expect.any(Number),
            actor: { id: moderatorId, fullName: expect.any(String) },
            action: "approve",
            targetKind: "contribution",
            targetId: id,
            targetLabel: "Make yon pil fatra",
            targetRemoved: false,
            targetPage: { kind: "task", id: taskId },
            reason: null,
            createdAt: decidedAt.toISOString(),
          },
        ]);
      });
    });

    describe("KnexAuditLog", () => {
      it("keeps what else an entry says beside it", async () => {
        await auditLog.record({ actorId: moderatorId, action: "updateRates", subjectKind: "exchangeRates", subjectId: 1, reason: null, details: { index: 0 }, at: at("2026-03-04T09:00:00Z") });

        expect((await db("audit_log").where({ subject_id: 1 }).first("details"))?.details).toEqual({ index: 0 });
      });

      it("names each target in words, a task's title in the reader's language, with its page; a target gone is said to be gone", async () => {
        const serviceId = (await db("tasks").where({ id: taskId }).first("service_id"))?.service_id as number;
        const translatedTask = await given.addTask({
          serviceId,
          position: 2,
          text: { ht: { title: "Netwaye kanal la", description: "Ak vwazen yo." }, en: { title: "Clean the canal", description: "With the neighbours." } },
        });
        const [forum] = await db("forums").insert({ service_id: serviceId, creator_id: authorId, title: "Fatra nan mache a" }).returning("id");
        const forumId = Number((forum as { id: number }).id);
        const longPost = `Gen fatra toupatou devan mache a ${"e li pa janm ranmase ".repeat(5)}`;
        const [post] = await db("forum_posts").insert({ forum_id: forumId, author_id: authorId, content: longPost }).returning("id");
        const [idea] = await db("ideas").insert({ service_id: serviceId, author_id: authorId, content: "Mete plis poubèl nan lari a." }).returning("id");
        const contribution = await insertContribution(db, { taskId: translatedTask, userId: authorId });
        const subjects: Array<[string | null, number | null]> = [
          ["forum", forumId],
          ["forumPost", Number((post as { id: number }).id)],
          ["idea", Number((idea as { id: number }).id)],
          ["contribution", contribution],
          ["forum", forumId + 1000],
          ["exchangeRates", 1],
        ];
        for (const [index, [subjectKind, subjectId]] of subjects.entries()) {
          await auditLog.record({ actorId: moderatorId, action: "hide", subjectKind, subjectId, reason: null, at: at(`2026-03-0${index + 1}T09:00:00Z`) });
        }

        const targets = (await auditLog.list({ limit: 10, language: "en" })).reverse().map(({ targetLabel, targetRemoved, targetPage }) => ({ targetLabel, targetRemoved, targetPage }));
        expect(targets).toEqual([
          { targetLabel: "Fatra nan mache a", targetRemoved: false, targetPage: { kind: "forum", id: forumId } },
          { targetLabel: excerpt(longPost), targetRemoved: false, targetPage: { kind: "forum", id: forumId } },
          { targetLabel: "Mete plis poubèl nan lari a.", targetRemoved: false, targetPage: null },
          { targetLabel: "Clean the canal", targetRemoved: false, targetPage: { kind: "task", id: translatedTask } },
          { targetLabel: null, targetRemoved: true, targetPage: null },
          { targetLabel: null, targetRemoved: false, targetPage: null },
        ]);
        expect(targets[1]?.targetLabel?.endsWith("…")).toBe(true);
        // A language the task has no title in falls back to the Creole source.
        expect((await auditLog.list({ limit: 10, language: "fr" })).find((entry) => entry.targetKind === "contribution")?.targetLabel).toBe("Netwaye kanal la");
      });
    });
  });

  it("has the indexes the queue, the log and the daily limit read", async () => {
    const { rows } = await db.raw<{ rows: { indexdef: string }[] }>(
      "select indexdef from pg_indexes where schemaname = current_schema()",
    );
    const definitions = rows.map((row) => row.indexdef.replace(/"/g, ""));
    for (const pattern of [
      /ON \S*audit_log USING btree \(created_at DESC, id DESC\)/,
      /ON \S*audit_log USING btree \(subject_kind, subject_id\)/,
      /ON \S*call_requests USING btree \(requester_id, created_at\)/,
      /ON \S*call_requests USING btree \(contribution_id\)/,
      /ON \S*contributions USING btree \(status, created_at\)/,
    ]) {
      expect(definitions.some((definition) => pattern.test(definition)), String(pattern)).toBe(true);
    }
  });
});
