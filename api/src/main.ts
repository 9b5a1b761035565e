import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { seedBaseData } from "@kominote/adapters/db/seed";
import { lockKeys, whileHoldingLock } from "@kominote/adapters/instances/once-across-instances";
import { sharedServerSecret } from "@kominote/adapters/instances/shared-server-secret";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createContainer } from "./container";
import { createLogger } from "./http/logger";
import { shutdownLimitMs, stopGracefully } from "./http/graceful-shutdown";
import { resolve } from "./tokens";
import { instancesTokens } from "./areas/instances/tokens";
import { notificationsTokens } from "./areas/notifications/tokens";

const start = async (): Promise<void> => {
  const loaded = loadConfig();
  const logger = createLogger(loaded.LOG_LEVEL);
  const database = await openDatabase({
    ...(loaded.DATABASE_URL === undefined ? {} : { databaseUrl: loaded.DATABASE_URL }),
    dataDir: loaded.DATA_DIR,
  });
  // Two instances starting together on one PostgreSQL take turns: the second finds nothing to do.
  await whileHoldingLock(database, lockKeys.startUp, async () => {
    await migrateToLatest(database);
    await seedBaseData(database);
  });
  // Several instances on one PostgreSQL must hash sessions with one key: kept once in the database.
  const config =
    loaded.SESSION_SECRET === undefined && loaded.DATABASE_URL !== undefined
      ? { ...loaded, SESSION_SECRET: await sharedServerSecret(database) }
      : loaded;

  const container = createContainer({ config, database, logger });
  const app = await buildApp(container);
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
    }, shutdownLimitMs).unref();
    stopGracefully(app, {
      draining: resolve(container, instancesTokens.draining),
      streams: resolve(container, notificationsTokens.eventStreams),
      // The embedded database is one process with no balancer in front: nothing to wait for.
      drainMs: config.DATABASE_URL === undefined ? 0 : config.SHUTDOWN_DRAIN_MS,
    }).then(
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
