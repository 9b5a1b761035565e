import type { Language } from "@kominote/core/i18n/languages";
import type { Task, TaskRepository } from "@kominote/core/ports/task-repository";
import { pickTranslation, type MemoryStore } from "./memory-store";

/** TaskRepository over a MemoryStore, for fast tests of everything above the database. */
export class InMemoryTaskRepository implements TaskRepository {
  constructor(private readonly store: MemoryStore) {}

  async listByService(serviceId: number, language: Language): Promise<Task[]> {
    return this.store.tasks
      .filter((task) => task.serviceId === serviceId)
      .sort((a, b) => a.position - b.position)
      .map((task) => {
        const text = pickTranslation(task.translations, language);
        return {
          id: task.id,
          serviceId: task.serviceId,
          position: task.position,
          title: text?.title ?? "",
          description: text?.description ?? "",
          type: task.type,
          isPrerequisite: task.isPrerequisite,
          locationRequired: task.locationRequired,
          maxContributors: task.maxContributors,
          contributionCount: this.store.contributions.filter(
            (contribution) => contribution.taskId === task.id && contribution.status !== "rejected",
          ).length,
        };
      });
  }
}
