import type { ServiceRepository } from "@kominote/core/ports/service-repository";
import type { TaskRepository } from "@kominote/core/ports/task-repository";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { memoryFixtures } from "../memory/memory-fixtures";
import { InMemoryServiceRepository } from "../memory/memory-service-repository";
import { MemoryStore } from "../memory/memory-store";
import { InMemoryTaskRepository } from "../memory/memory-task-repository";
import { knexFixtures, emptyFoundationTables } from "./knex-fixtures";
import { KnexServiceRepository } from "./knex-service-repository";
import { KnexTaskRepository } from "./knex-task-repository";
import type { RepositoryFixtures } from "./repository-fixtures";

/** What a contract test works with: the adapters under test over empty storage, and a way to fill it. */
export interface RepositoryHarness {
  readonly services: ServiceRepository;
  readonly tasks: TaskRepository;
  readonly given: RepositoryFixtures;
}

/** One storage the contracts run against; started once per file, emptied before each test. */
export interface ContractBackend {
  readonly name: string;
  start(): Promise<void>;
  fresh(): Promise<RepositoryHarness>;
  stop(): Promise<void>;
}

const memoryBackend = (): ContractBackend => ({
  name: "in-memory",
  start: async () => undefined,
  fresh: async () => {
    const store = new MemoryStore();
    return {
      services: new InMemoryServiceRepository(store),
      tasks: new InMemoryTaskRepository(store),
      given: memoryFixtures(store),
    };
  },
  stop: async () => undefined,
});

const databaseBackend = (
  name: string,
  open: () => Promise<TestDatabase>,
): ContractBackend => {
  let database: TestDatabase | undefined;
  const current = (): TestDatabase => {
    if (database === undefined) throw new Error(`${name} backend used before start()`);
    return database;
  };
  return {
    name,
    start: async () => {
      database = await open();
    },
    fresh: async () => {
      const { db } = current();
      await emptyFoundationTables(db);
      return {
        services: new KnexServiceRepository(db),
        tasks: new KnexTaskRepository(db),
        given: knexFixtures(db),
      };
    },
    stop: async () => {
      await database?.close();
      database = undefined;
    },
  };
};

/** In-memory, embedded PGlite, and the real server when TEST_DATABASE_URL is set. */
export const contractBackends = (): ContractBackend[] => [
  memoryBackend(),
  ...testDatabaseTargets().map((target) => databaseBackend(target.name, () => target.open())),
];
