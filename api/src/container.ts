import { KnexServiceRepository } from "@kominote/adapters/repositories/knex-service-repository";
import { KnexTaskRepository } from "@kominote/adapters/repositories/knex-task-repository";
import { CachedCatalog } from "@kominote/adapters/cache/cached-catalog";
import { systemClock } from "@kominote/adapters/system/system-clock";
import { translatorFromSettings } from "@kominote/adapters/translation/chain-translator";
import { makeListPublicServices } from "@kominote/core/use-cases/list-public-services";
import { makeListServiceTasks } from "@kominote/core/use-cases/list-service-tasks";
import { makeTranslateText } from "@kominote/core/use-cases/translate-text";
import { Container } from "inversify";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import { resolve, tokens, type Database } from "./tokens";

/**
 * How long the public catalogue (services, tasks and their counts) is served from memory. Counts
 * may lag by this much for other visitors; writes that change them invalidate the cache.
 */
const catalogCacheMs = 5_000;

/**
 * The composition root: which adapter fills each port, and each use case with its ports.
 * Plain factories, no decorators; every binding is a singleton for the life of the process.
 */
export const createContainer = ({
  config,
  database,
  logger,
}: {
  config: AppConfig;
  database: Database;
  logger: FastifyBaseLogger;
}): Container => {
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(tokens.config).toConstantValue(config);
  container.bind(tokens.database).toConstantValue(database);
  container.bind(tokens.logger).toConstantValue(logger);

  container.bind(tokens.clock).toConstantValue(systemClock);
  container.bind(tokens.catalog).toDynamicValue(
    (ctx) =>
      new CachedCatalog(
        new KnexServiceRepository(resolve(ctx, tokens.database)),
        new KnexTaskRepository(resolve(ctx, tokens.database)),
        resolve(ctx, tokens.clock),
        catalogCacheMs,
      ),
  );
  container.bind(tokens.serviceRepository).toDynamicValue((ctx) => resolve(ctx, tokens.catalog));
  container.bind(tokens.taskRepository).toDynamicValue((ctx) => resolve(ctx, tokens.catalog));
  container.bind(tokens.translator).toDynamicValue(() =>
    translatorFromSettings(config, (reason) => logger.warn({ reason }, "translation service gave no translation")),
  );

  container.bind(tokens.listPublicServices).toDynamicValue((ctx) =>
    makeListPublicServices({ services: resolve(ctx, tokens.serviceRepository) }),
  );
  container.bind(tokens.listServiceTasks).toDynamicValue((ctx) =>
    makeListServiceTasks({ services: resolve(ctx, tokens.serviceRepository), tasks: resolve(ctx, tokens.taskRepository) }),
  );
  container.bind(tokens.translateText).toDynamicValue((ctx) =>
    makeTranslateText({
      translator: resolve(ctx, tokens.translator),
      onTranslatorFailure: (cause) => logger.warn({ err: cause }, "translation failed; the original text was shown"),
    }),
  );
  return container;
};
