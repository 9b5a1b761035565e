/*
 * The public pieces of @kominote/adapters used by the composition root. Test support (test
 * databases, fixtures, contract suites) is imported by path, e.g. "@kominote/adapters/db/test-database",
 * so it never reaches a production bundle.
 */
export { openDatabase, type DatabaseOptions } from "./db/database";
export { migrateToLatest, rollbackAll } from "./db/migrate";
export { seedBaseData } from "./db/seed";
export { baseServices } from "./db/seed-data/index";
export type { SeedService, SeedTask } from "./db/seed-data/seed-service";
export { KnexServiceRepository } from "./services/knex-service-repository";
export { KnexTaskRepository } from "./services/knex-task-repository";
export { MemoryStore } from "./memory/memory-store";
export { InMemoryServiceRepository } from "./memory/memory-service-repository";
export { InMemoryTaskRepository } from "./memory/memory-task-repository";
export { seedMemoryStore } from "./memory/seed-memory-store";
export { CachedCatalog } from "./services/cached-catalog";
export { cryptoRandom } from "./system/crypto-random";
export { systemClock } from "./system/system-clock";
