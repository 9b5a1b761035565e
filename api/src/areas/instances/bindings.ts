import { CrossInstanceMemberEvents } from "@kominote/adapters/instances/cross-instance-member-events";
import type { EventChannel } from "@kominote/adapters/instances/event-channel";
import { deleteExpiredRows } from "@kominote/adapters/instances/expired-rows-cleanup";
import { InMemoryPresence } from "@kominote/adapters/instances/in-memory-presence";
import { runOncePerPeriod } from "@kominote/adapters/instances/once-across-instances";
import { PostgresEventChannel } from "@kominote/adapters/instances/postgres-event-channel";
import { PostgresPresence } from "@kominote/adapters/instances/postgres-presence";
import { postgresRateLimitStore } from "@kominote/adapters/instances/postgres-rate-limit-store";
import { RedisEventChannel } from "@kominote/adapters/instances/redis-event-channel";
import { RedisPresence } from "@kominote/adapters/instances/redis-presence";
import { InProcessMemberEvents } from "@kominote/adapters/notifications/in-process-member-events";
import { PlaceChangesAcrossInstances, type PlaceChangeFeed } from "@kominote/adapters/places/place-changes";
import { RepeatingTask } from "@kominote/adapters/system/repeating-task";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Container } from "inversify";
import { Redis } from "ioredis";
import type { AppConfig } from "../../config";
import { Draining } from "../../http/draining";
import { resolve, type Database } from "../../tokens";
import { instancesTokens, type MemberEventsHub } from "./tokens";

/** The clean-up of expired shared rows runs once a minute across all instances (and once at start). */
export const expiredRowsJob = { name: "expired-rows", everyMs: 60_000 } as const;

const hubOf = (local: InProcessMemberEvents, channel: EventChannel | undefined, report: (cause: unknown) => void): MemberEventsHub => {
  if (channel === undefined) {
    return Object.assign(local, { start: async () => undefined, close: async () => undefined }) as MemberEventsHub;
  }
  const hub = new CrossInstanceMemberEvents(local, channel, report);
  return Object.assign(hub, { close: () => channel.close() });
};

/** A single instance: its changes have nowhere to go, and none come. */
const alone: PlaceChangeFeed = { publish: () => undefined, listen: async () => undefined };

/**
 * Several instances on one database (decision 0030): with REDIS_URL, events, presence and rate
 * limits go through Redis; with DATABASE_URL only, through PostgreSQL (LISTEN/NOTIFY and tables);
 * on the embedded database everything stays in this process. Binds before the notifications area,
 * which wraps the hub.
 */
export const bindInstances = (container: Container, config: AppConfig, pool: Database, logger: FastifyBaseLogger): void => {
  const report = (what: string) => (cause: unknown) => logger.warn({ err: cause }, what);
  const redis = config.REDIS_URL === undefined ? undefined : new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis?.on("error", report("Redis did not answer"));
  const channel =
    config.REDIS_URL !== undefined
      ? new RedisEventChannel(config.REDIS_URL, report("the Redis event channel failed"))
      : config.DATABASE_URL !== undefined
        ? new PostgresEventChannel(pool, config.DATABASE_URL, report("the PostgreSQL event channel failed"))
        : undefined;

  // The places' changes have a channel of their own (one more listening connection), so neither
  // kind of message is ever read as the other.
  const placesChannel =
    config.REDIS_URL !== undefined
      ? new RedisEventChannel(config.REDIS_URL, report("the Redis place channel failed"), "kominote:places")
      : config.DATABASE_URL !== undefined
        ? new PostgresEventChannel(pool, config.DATABASE_URL, report("the PostgreSQL place channel failed"), "kominote_places")
        : undefined;
  const placeChanges: PlaceChangeFeed =
    placesChannel === undefined ? alone : new PlaceChangesAcrossInstances(placesChannel, report("a place change could not reach the other instances"));

  container.bind(instancesTokens.draining).toConstantValue(new Draining());
  container.bind(instancesTokens.placeChanges).toConstantValue(placeChanges);
  container
    .bind(instancesTokens.memberEventsHub)
    .toConstantValue(
      hubOf(new InProcessMemberEvents(undefined, report("an event stream failed to take an event")), channel, report("an event could not reach the other instances")),
    );
  container
    .bind(instancesTokens.sharedPresence)
    .toConstantValue(redis !== undefined ? new RedisPresence(redis) : config.DATABASE_URL !== undefined ? new PostgresPresence(pool) : new InMemoryPresence());
  container
    .bind(instancesTokens.rateLimitStorage)
    .toConstantValue(redis !== undefined ? { redis } : config.DATABASE_URL !== undefined ? { store: postgresRateLimitStore(pool) } : {});
  container.bind(instancesTokens.expiredRowsCleanup).toConstantValue(
    new RepeatingTask(
      async () => {
        await runOncePerPeriod(pool, expiredRowsJob, async (trx) => void (await deleteExpiredRows(trx)));
      },
      expiredRowsJob.everyMs,
      report("expired rows could not be deleted"),
    ),
  );
  container.bind(instancesTokens.closeConnections).toConstantValue(async () => {
    await redis?.quit().catch(() => undefined);
    await placesChannel?.close();
  });
};

/**
 * The server owns the instance links: it listens to the other instances before it answers, runs
 * the clean-up from the start, and closes the links after the last request.
 */
export const runInstances = (app: FastifyInstance, container: Container): void => {
  const hub = resolve(container, instancesTokens.memberEventsHub);
  const cleanup = resolve(container, instancesTokens.expiredRowsCleanup);
  const draining = resolve(container, instancesTokens.draining);
  app.addHook("onReady", async () => {
    await hub.start();
    cleanup.start(true);
  });
  // A stopping instance asks every client to open its next connection elsewhere.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining.active) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("preClose", async () => cleanup.stop());
  app.addHook("onClose", async () => {
    await hub.close();
    await resolve(container, instancesTokens.closeConnections)();
  });
};
