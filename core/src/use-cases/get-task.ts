import { Effect } from "effect";
import { taskNotFound } from "../errors/contributions";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { ContributionRepository } from "../ports/contribution-repository";
import type { ServiceRepository } from "../ports/service-repository";
import type { TaskRepository } from "../ports/task-repository";
import type { TaskSummary } from "../schemas/tasks";

/**
 * A task's title and description in the reader's language and the service it belongs to, so a
 * task's page names the task and leads back to its service. Read from the cached catalogue.
 */
export const makeGetTask =
  ({ contributions, services, tasks }: { contributions: ContributionRepository; services: ServiceRepository; tasks: TaskRepository }) =>
  ({ taskId, language }: { taskId: number; language: Language }): Effect.Effect<TaskSummary, DomainError> =>
    Effect.gen(function* () {
      const reference = yield* Effect.promise(() => contributions.findTask(taskId));
      if (reference === null) return yield* Effect.fail(taskNotFound());
      const [service, serviceTasks] = yield* Effect.promise(() =>
        Promise.all([services.findById(reference.serviceId, language), tasks.listByService(reference.serviceId, language)]),
      );
      const task = serviceTasks.find((candidate) => candidate.id === taskId);
      if (service === null || task === undefined) return yield* Effect.fail(taskNotFound());
      return {
        id: task.id,
        title: task.title,
        description: task.description,
        service: { id: service.id, slug: service.slug, name: service.name },
      };
    });

export type GetTask = ReturnType<typeof makeGetTask>;
