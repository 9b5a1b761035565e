import { makeJoinService } from "@kominote/core/use-cases/join-service";
import { makeGetTask } from "@kominote/core/use-cases/get-task";
import type { WatchingCache } from "@kominote/adapters/cache/seeing-writes";
import type { ServiceRepository } from "@kominote/core/ports/service-repository";
import type { TaskRepository } from "@kominote/core/ports/task-repository";
import { makeListPublicServices } from "@kominote/core/use-cases/list-public-services";
import { makeListServiceTasks } from "@kominote/core/use-cases/list-service-tasks";
import { token, useCaseTokens } from "../../tokens";

/** The public services and their tasks: the catalogue kept in memory and its use cases. */
export const servicesTokens = {
  /**
   * The public catalogue: the service and task repositories, kept in memory. The writers that move
   * its counts are handed to their use cases through `seeing`, so it forgets by itself.
   */
  catalog: token<ServiceRepository & TaskRepository & WatchingCache>("Catalog"),
  serviceRepository: token<ServiceRepository>("ServiceRepository"),
  taskRepository: token<TaskRepository>("TaskRepository"),
  ...useCaseTokens({ makeListPublicServices, makeListServiceTasks, makeJoinService, makeGetTask }),
} as const;
