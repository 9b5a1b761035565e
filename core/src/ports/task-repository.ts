import type { Language } from "../i18n/languages";
import type { Task } from "../schemas/tasks";

export type { Task };

/**
 * Reads the tasks of a service, translated with a fallback to the Creole source text.
 * A task's contributionCount counts pending and approved contributions: a rejected one does not
 * move the task forward.
 */
export interface TaskRepository {
  /** The tasks of one service ordered by position; empty for an unknown service. */
  listByService(serviceId: number, language: Language): Promise<Task[]>;
}
