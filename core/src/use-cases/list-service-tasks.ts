import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { ServiceRepository } from "../ports/service-repository";
import type { Task, TaskRepository } from "../ports/task-repository";

/**
 * The ordered tasks of one service. An unknown service is an error rather than an empty list,
 * so a client can tell "no such service" from "nothing to do yet".
 */
export const makeListServiceTasks =
  ({ services, tasks }: { services: ServiceRepository; tasks: TaskRepository }) =>
  ({ serviceId, language }: { serviceId: number; language: Language }): Effect.Effect<Task[], DomainError> =>
    Effect.gen(function* () {
      const service = yield* Effect.promise(() => services.findById(serviceId, language));
      if (service === null) {
        return yield* Effect.fail(domainError("SERVICE.NOT_FOUND", "errors.service.notFound"));
      }
      return yield* Effect.promise(() => tasks.listByService(serviceId, language));
    });
