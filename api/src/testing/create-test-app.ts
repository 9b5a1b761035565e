import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { seedBaseData } from "@kominote/adapters/db/seed";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp, type BuildAppOptions } from "../app";
import { loadConfig, type AppConfig } from "../config";
import { createContainer } from "../container";
import { createLogger } from "../http/logger";

export interface TestApp {
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildAppOptions {
  /** Environment variables as the server would read them; the real environment is ignored. */
  readonly settings?: Readonly<Record<string, string>>;
  /** Where log lines go; without it nothing is logged. */
  readonly logStream?: DestinationStream;
}

/**
 * The whole application on a fresh in-memory database (migrated and seeded), logging off, for
 * `app.inject` tests.
 */
export const createTestApp = async ({ settings = {}, logStream, ...options }: TestAppOptions = {}): Promise<TestApp> => {
  const config: AppConfig = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...settings });
  const database = await openDatabase({ inMemory: true });
  await migrateToLatest(database);
  await seedBaseData(database);
  const logger = logStream === undefined ? createLogger("silent") : createLogger("info", logStream);
  const app = await buildApp(createContainer({ config, database, logger }), options);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
};
