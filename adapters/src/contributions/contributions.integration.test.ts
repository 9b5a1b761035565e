import { MemoryContributions, MemoryUploads } from "@kominote/core/testing/contribution-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { rowWithId, twinWorld } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { KnexUploadStore } from "../uploads/knex-upload-store";
import { contributionRepositoryContract, type ContributionHarness } from "./contribution-repository.contract";
import { KnexContributionRepository } from "./knex-contribution-repository";

const harnessOn = async (db: Knex): Promise<ContributionHarness> => {
  await db("uploads").delete();
  await emptyFoundationTables(db);
  return {
    contributions: new KnexContributionRepository(db),
    uploads: new KnexUploadStore(db),
    given: {
      ...knexFixtures(db),
      review: async (contributionId, status, reason) => {
        await db("contributions")
          .where({ id: contributionId })
          .update({ status, rejection_reason: reason ?? null, reviewed_at: db.fn.now() });
      },
      backdate: async (contributionId, createdAt) => {
        await db("contributions").where({ id: contributionId }).update({ created_at: createdAt });
      },
    },
    attachments: async () => {
      const rows = (await db("uploads").select("id", "contribution_id").orderBy("created_at").orderBy("id")) as {
        id: string;
        contribution_id: number | null;
      }[];
      return Object.fromEntries(rows.map((row) => [row.id, row.contribution_id]));
    },
    contributionCount: async () => Number(((await db("contributions").count({ count: "*" })) as { count: string | number }[])[0]?.count ?? 0),
  };
};

/** The in-memory twin the use-case tests rely on, held to the same promises. */
const memoryHarness = async (): Promise<ContributionHarness> => {
  const world = twinWorld();
  const uploads = new MemoryUploads();
  const contributions = new MemoryContributions(world.tasks, uploads, () => new Date());
  return {
    contributions,
    uploads,
    given: {
      ...world.given,
      review: async (contributionId, status, reason) => contributions.review(contributionId, status, reason ?? null),
      backdate: async (contributionId, createdAt) => {
        rowWithId(contributions.rows, contributionId).createdAt = createdAt;
      },
    },
    attachments: async () => Object.fromEntries([...uploads.rows.values()].map((upload) => [upload.id, upload.contributionId])),
    contributionCount: async () => contributions.rows.length,
  };
};

describe("ContributionRepository in memory", () => contributionRepositoryContract(memoryHarness));

describe.each(testDatabaseTargets())("contributions on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  describe("ContributionRepository", () => contributionRepositoryContract(() => harnessOn(database.db)));

  it("has the indexes the review queue, the member's lists and a task's list read", async () => {
    const { rows } = await database.db.raw<{ rows: { indexdef: string }[] }>(
      "select indexdef from pg_indexes where schemaname = current_schema() and tablename in ('contributions', 'uploads')",
    );
    const definitions = rows.map((row) => row.indexdef.replace(/"/g, ""));
    for (const pattern of [
      /ON \S*contributions USING btree \(status, created_at\)/,
      /ON \S*contributions USING btree \(user_id, created_at DESC, id DESC\)/,
      /ON \S*contributions USING btree \(task_id, status, created_at DESC\)/,
      /ON \S*uploads USING btree \(contribution_id, created_at\) WHERE \(contribution_id IS NOT NULL\)/,
      /ON \S*uploads USING btree \(user_id, created_at\)/,
    ]) {
      expect(definitions.some((definition) => pattern.test(definition)), String(pattern)).toBe(true);
    }
  });
});
