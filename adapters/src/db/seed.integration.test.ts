import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages } from "@kominote/core/i18n/languages";
import { InMemoryServiceRepository } from "../memory/memory-service-repository";
import { MemoryStore } from "../memory/memory-store";
import { InMemoryTaskRepository } from "../memory/memory-task-repository";
import { seedMemoryStore } from "../memory/seed-memory-store";
import { knexFixtures } from "../services/knex-fixtures";
import { KnexServiceRepository } from "../services/knex-service-repository";
import { KnexTaskRepository } from "../services/knex-task-repository";
import { baseServices } from "./seed-data/index";
import { seedBaseData } from "./seed";
import { testDatabaseTargets, type TestDatabase } from "./test-database";

const seededTables = ["services", "service_translations", "tasks", "task_translations"];

const snapshot = async (db: Knex) =>
  Object.fromEntries(
    await Promise.all(
      seededTables.map(async (table) => [table, await db(table).select().orderByRaw("1, 2")] as const),
    ),
  );

describe.each(testDatabaseTargets())("base seed on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await seedBaseData(database.db);
  });
  afterAll(() => database.close());

  it("gives every service all five translations and at least three translated tasks", async () => {
    const { db } = database;
    const services = await db("services as s")
      .select("s.slug")
      .select(db.raw("(select count(*)::int from service_translations t where t.service_id = s.id) as languages"))
      .select(db.raw("(select count(*)::int from tasks k where k.service_id = s.id) as tasks"))
      .select(
        db.raw(`(select count(*)::int from tasks k join task_translations t on t.task_id = k.id
                 where k.service_id = s.id) as task_texts`),
      )
      .orderBy("s.position");

    expect(services.map((service) => service.slug)).toEqual(baseServices.map((service) => service.slug));
    for (const service of services) {
      expect(service.languages, service.slug).toBe(languages.length);
      expect(service.tasks, service.slug).toBeGreaterThanOrEqual(3);
      expect(service.task_texts, service.slug).toBe(service.tasks * languages.length);
    }
  });

  it("yields the same rows, with the same ids, when run again", async () => {
    const before = await snapshot(database.db);
    await seedBaseData(database.db);
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("leaves members, forums and contributions alone and counts them", async () => {
    const { db } = database;
    const services = new KnexServiceRepository(db);
    const tasks = new KnexTaskRepository(db);
    const given = knexFixtures(db);
    const water = await services.findBySlug("dlo-ak-asenisman", "ht");
    if (water === null) throw new Error("dlo-ak-asenisman is not seeded");
    const [firstTask] = await tasks.listByService(water.id, "ht");
    if (firstTask === undefined) throw new Error("dlo-ak-asenisman has no tasks");
    const member = await given.addMember({ joinedServiceId: water.id });
    await given.addForum({ serviceId: water.id, creatorId: member });
    await given.addForum({ serviceId: water.id, creatorId: member, hidden: true });
    await given.addContribution({ taskId: firstTask.id, userId: member });
    const membersBefore = await db("users").select().orderBy("id");

    await seedBaseData(db);

    expect(await db("users").select().orderBy("id")).toEqual(membersBefore);
    expect(await services.findById(water.id, "ht")).toMatchObject({
      contributorCount: water.contributorCount + 1,
      discussionCount: water.discussionCount + 1,
    });
    expect((await tasks.listByService(water.id, "ht"))[0]?.contributionCount).toBe(
      firstTask.contributionCount + 1,
    );
  });

  it("reads the same through the in-memory twin, in every language", async () => {
    const { db } = database;
    await db("contributions").delete();
    await db("forums").delete();
    await db("users").delete();
    const store = new MemoryStore();
    seedMemoryStore(store);
    seedMemoryStore(store);
    const memoryServices = new InMemoryServiceRepository(store);
    const memoryTasks = new InMemoryTaskRepository(store);
    const knexServices = new KnexServiceRepository(db);
    const knexTasks = new KnexTaskRepository(db);

    for (const language of languages) {
      const listed = await knexServices.listPublicServices(language);
      const withoutIds = <T extends { id: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest);
      expect(withoutIds(await memoryServices.listPublicServices(language))).toEqual(withoutIds(listed));
      const [first] = listed;
      const [memoryFirst] = await memoryServices.listPublicServices(language);
      if (first === undefined || memoryFirst === undefined) throw new Error("nothing seeded");
      const stripIds = (rows: { id: number; serviceId: number }[]) =>
        rows.map(({ id: _id, serviceId: _serviceId, ...rest }) => rest);
      expect(stripIds(await memoryTasks.listByService(memoryFirst.id, language))).toEqual(
        stripIds(await knexTasks.listByService(first.id, language)),
      );
    }
  });
});
