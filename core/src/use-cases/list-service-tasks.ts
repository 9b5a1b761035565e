import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { serviceNotFound } from "../errors/services";
import type { Language } from "../i18n/languages";
import type { ContributionRepository } from "../ports/contribution-repository";
import type { ServiceRepository } from "../ports/service-repository";
import type { TaskRepository } from "../ports/task-repository";
import type { ServiceTask } from "../schemas/tasks";

/**
 * The ordered tasks of one service, each with the reader's own part in it: their states are the
 * reader's (core/src/rules/task-progress.ts), the counts everyone's. An unknown service is an
 * error rather than an empty list, so a client can tell "no such service" from "nothing to do yet".
 */
export const makeListServiceTasks =
  ({
    services,
    tasks,
    contributions,
  }: {
    services: ServiceRepository;
    tasks: TaskRepository;
    contributions: Pick<ContributionRepository, "contributedTaskIds">;
  }) =>
  ({
    serviceId,
    language,
    readerId,
  }: {
    serviceId: number;
    language: Language;
    /** The signed-in member, or null for a visitor. */
    readerId: number | null;
  }): Effect.Effect<ServiceTask[], DomainError> =>
    Effect.gen(function* () {
      const service = yield* Effect.promise(() => services.findById(serviceId, language));
      if (service === null) {
        return yield* Effect.fail(serviceNotFound());
      }
      const [list, mine] = yield* Effect.promise(() =>
        Promise.all([
          tasks.listByService(serviceId, language),
          readerId === null ? Promise.resolve([]) : contributions.contributedTaskIds(readerId, serviceId),
        ]),
      );
      const contributed = new Set(mine);
      return list.map((task) => ({ ...task, contributedByMe: contributed.has(task.id) }));
    });
