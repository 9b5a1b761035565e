import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { seedBaseData } from "@kominote/adapters/db/seed";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp, type BuildAppOptions } from "../app";
import { loadConfig, type AppConfig } from "../config";
import { createContainer } from "../container";
import { createLogger } from "../http/logger";
import type { Database } from "../tokens";
import type { Container } from "inversify";

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The bindings, so a test can reach an adapter (a cache to forget rows it wrote around the API). */
  readonly container: Container;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildAppOptions {
  /** Environment variables as the server would read them; the real environment is ignored. */
  readonly settings?: Readonly<Record<string, string>>;
  /** Where log lines go; without it nothing is logged. */
  readonly logStream?: DestinationStream;
}

/** A fresh hashing key per app, so tests never create or read a key file under DATA_DIR. */
const testSessionSecret = (): string => randomBytes(32).toString("hex");

/**
 * The whole application on a fresh in-memory database (migrated and seeded), logging off, for
 * `app.inject` tests. The database is exposed so a test can set up rows (members) and read the outbox.
 */
export const createTestApp = async ({ settings = {}, logStream, ...options }: TestAppOptions = {}): Promise<TestApp> => {
  const config: AppConfig = loadConfig({ NODE_ENV: "test", SESSION_SECRET: testSessionSecret(), LOG_LEVEL: "silent", ...settings });
  const database = await openDatabase({ inMemory: true });
  await migrateToLatest(database);
  await seedBaseData(database);
  const logger = logStream === undefined ? createLogger("silent") : createLogger("info", logStream);
  const container = createContainer({ config, database, logger });
  const app = await buildApp(container, options);
  await app.ready();
  return {
    app,
    database,
    container,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
};
