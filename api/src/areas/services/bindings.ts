import { KnexContributionRepository } from "@kominote/adapters/contributions/knex-contribution-repository";
import type { KnexTransactions } from "@kominote/adapters/db/transactions";
import { CachedCatalog } from "@kominote/adapters/services/cached-catalog";
import { KnexServiceRepository } from "@kominote/adapters/services/knex-service-repository";
import { KnexTaskRepository } from "@kominote/adapters/services/knex-task-repository";
import { makeGetTask } from "@kominote/core/use-cases/get-task";
import { makeJoinService } from "@kominote/core/use-cases/join-service";
import { makeListPublicServices } from "@kominote/core/use-cases/list-public-services";
import { makeListServiceTasks } from "@kominote/core/use-cases/list-service-tasks";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { accountsTokens } from "../accounts/tokens";
import { servicesTokens } from "./tokens";

/**
 * How long the public catalogue (services, tasks and their counts) is served from memory. Counts
 * may lag by this much for other visitors; the writes that change them go through the cache's
 * `seeing`, so the cache forgets at once (and again at their commit).
 */
const catalogCacheMs = 5_000;

/**
 * The public services and their tasks: the catalogue, joining a service, a service's task list and
 * one task. Needs the clock and the members bindings to be in place.
 */
export const bindServices = (container: Container, database: Database, transactions: KnexTransactions): void => {
  // The task views carry the reader's own part in each task, read from the contributions.
  const contributions = new KnexContributionRepository(database);
  container.bind(servicesTokens.catalog).toDynamicValue(
    (ctx) =>
      new CachedCatalog(
        new KnexServiceRepository(resolve(ctx, tokens.database)),
        new KnexTaskRepository(resolve(ctx, tokens.database)),
        resolve(ctx, tokens.clock),
        catalogCacheMs,
        (forget) => transactions.afterCommit(forget),
      ),
  );
  container.bind(servicesTokens.serviceRepository).toDynamicValue((ctx) => resolve(ctx, servicesTokens.catalog));
  container.bind(servicesTokens.taskRepository).toDynamicValue((ctx) => resolve(ctx, servicesTokens.catalog));

  container.bind(servicesTokens.listPublicServices).toDynamicValue((ctx) =>
    makeListPublicServices({ services: resolve(ctx, servicesTokens.serviceRepository) }),
  );
  container.bind(servicesTokens.joinService).toDynamicValue((ctx) =>
    makeJoinService({
      services: resolve(ctx, servicesTokens.serviceRepository),
      // Joining moves the service's member figures in the catalogue.
      users: resolve(ctx, servicesTokens.catalog).seeing(resolve(ctx, accountsTokens.userRepository), ["updateProfile"]),
    }),
  );
  container.bind(servicesTokens.listServiceTasks).toDynamicValue((ctx) =>
    makeListServiceTasks({ services: resolve(ctx, servicesTokens.serviceRepository), tasks: resolve(ctx, servicesTokens.taskRepository), contributions }),
  );
  container.bind(servicesTokens.getTask).toDynamicValue((ctx) =>
    makeGetTask({ contributions, services: resolve(ctx, servicesTokens.serviceRepository), tasks: resolve(ctx, servicesTokens.taskRepository) }),
  );
};
