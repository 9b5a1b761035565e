import type { makeJoinService } from "@kominote/core/use-cases/join-service";
import type { makeGetTask } from "@kominote/core/use-cases/get-task";
import type { WatchingCache } from "@kominote/adapters/cache/seeing-writes";
import type { ServiceRepository } from "@kominote/core/ports/service-repository";
import type { TaskRepository } from "@kominote/core/ports/task-repository";
import type { makeListPublicServices } from "@kominote/core/use-cases/list-public-services";
import type { makeListServiceTasks } from "@kominote/core/use-cases/list-service-tasks";
import { token } from "../../tokens";

/** The public services and their tasks: the catalogue kept in memory and its use cases. */
export const servicesTokens = {
  /**
   * The public catalogue: the service and task repositories, kept in memory. The writers that move
   * its counts are handed to their use cases through `seeing`, so it forgets by itself.
   */
  catalog: token<ServiceRepository & TaskRepository & WatchingCache>("Catalog"),
  serviceRepository: token<ServiceRepository>("ServiceRepository"),
  taskRepository: token<TaskRepository>("TaskRepository"),
  listPublicServices: token<ReturnType<typeof makeListPublicServices>>("ListPublicServices"),
  listServiceTasks: token<ReturnType<typeof makeListServiceTasks>>("ListServiceTasks"),
  joinService: token<ReturnType<typeof makeJoinService>>("JoinService"),
  getTask: token<ReturnType<typeof makeGetTask>>("GetTask"),
} as const;
