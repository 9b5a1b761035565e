import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { seedBaseData } from "@kominote/adapters/db/seed";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createContainer } from "./container";
import { createLogger } from "./http/logger";

/** In-flight requests get this long to finish after SIGINT/SIGTERM before the process exits anyway. */
const shutdownGraceMs = 10_000;

const start = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    ...(config.DATABASE_URL === undefined ? {} : { databaseUrl: config.DATABASE_URL }),
    dataDir: config.DATA_DIR,
  });
  await migrateToLatest(database);
  await seedBaseData(database);

  const app = await buildApp(createContainer({ config, database, logger }));
  // Closing the server stops accepting, waits for in-flight requests, then runs onClose hooks.
  app.addHook("onClose", async () => {
    await database.destroy();
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, shutdownGraceMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Kominote is listening on ${config.PUBLIC_ORIGIN ?? address}`);
};

start().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration, database that will not open): print plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
