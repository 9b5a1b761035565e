import { MemoryIdeas } from "@kominote/core/testing/idea-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { rowWithId, twinWorld } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { ideaRepositoryContract, type IdeaHarness } from "./idea-repository.contract";
import { KnexIdeaRepository } from "./knex-idea-repository";

const harnessOn = async (db: Knex): Promise<IdeaHarness> => {
  await db("idea_votes").delete();
  await db("ideas").delete();
  await emptyFoundationTables(db);
  return {
    ideas: new KnexIdeaRepository(db),
    given: {
      ...knexFixtures(db),
      hide: async (ideaId) => {
        await db("ideas").where({ id: ideaId }).update({ hidden_at: db.fn.now(), hidden_reason: "Pa respekte règ yo." });
      },
      backdate: async (ideaId, createdAt) => {
        await db("ideas").where({ id: ideaId }).update({ created_at: createdAt });
      },
    },
    counts: async (ideaId) => {
      const idea = (await db("ideas").where({ id: ideaId }).first("vote_count")) as { vote_count: number } | undefined;
      const votes = (await db("idea_votes").where({ idea_id: ideaId }).count({ count: "*" }).first()) as { count: number | string } | undefined;
      return { stored: idea?.vote_count ?? -1, votes: Number(votes?.count ?? 0) };
    },
  };
};

/** The in-memory twin the use-case tests rely on, held to the same promises. */
const memoryHarness = async (): Promise<IdeaHarness> => {
  const world = twinWorld();
  const ideas = new MemoryIdeas(world.services, world.memberNames);
  return {
    ideas,
    given: {
      ...world.given,
      hide: async (ideaId) => ideas.hide(ideaId),
      backdate: async (ideaId, createdAt) => {
        rowWithId(ideas.ideas, ideaId).createdAt = createdAt;
      },
    },
    // The twin counts votes rather than keeping a count beside them: both are the votes recorded.
    counts: async (ideaId) => {
      const votes = ideas.votes.filter((vote) => vote.ideaId === ideaId).length;
      return { stored: votes, votes };
    },
  };
};

describe("IdeaRepository in memory", () => ideaRepositoryContract(memoryHarness));

describe.each(testDatabaseTargets())("ideas on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  describe("IdeaRepository", () => ideaRepositoryContract(() => harnessOn(database.db)));

  it("has the indexes each list, the vote check and a member's votes read", async () => {
    const { rows } = await database.db.raw<{ rows: { indexdef: string }[] }>(
      "select indexdef from pg_indexes where schemaname = current_schema() and tablename in ('ideas', 'idea_votes')",
    );
    const definitions = rows.map((row) => row.indexdef.replace(/"/g, ""));
    for (const pattern of [
      /ON \S*ideas USING btree \(created_at DESC, id DESC\) WHERE \(hidden_at IS NULL\)/,
      /ON \S*ideas USING btree \(service_id, created_at DESC, id DESC\) WHERE \(hidden_at IS NULL\)/,
      /ON \S*ideas USING btree \(vote_count DESC, created_at DESC, id DESC\) WHERE \(hidden_at IS NULL\)/,
      /ON \S*ideas USING btree \(service_id, vote_count DESC, created_at DESC, id DESC\) WHERE \(hidden_at IS NULL\)/,
      /UNIQUE INDEX .* ON \S*idea_votes USING btree \(idea_id, voter_id\)/,
      /ON \S*idea_votes USING btree \(voter_id\)/,
    ]) {
      expect(definitions.some((definition) => pattern.test(definition)), String(pattern)).toBe(true);
    }
  });
});
