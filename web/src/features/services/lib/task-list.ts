import { taskProgressPercent, taskStates, type TaskState } from "@kominote/core/rules/task-progress";
import type { ServiceTask } from "@kominote/core/schemas/tasks";

export interface TaskListItem {
  readonly task: ServiceTask;
  readonly state: TaskState;
  /** How full the task's bar is, 0 to 100. */
  readonly percent: number;
}

/**
 * The tasks as the list shows them: in position order, each with the reader's own state (the
 * server sends their part in each task) and everyone's progress.
 */
export const taskListItems = (tasks: readonly ServiceTask[]): TaskListItem[] => {
  // The states depend on the order; the server sends it, a stable sort keeps it if it ever does not.
  const ordered = [...tasks].sort((a, b) => a.position - b.position);
  const states = taskStates(ordered);
  return ordered.map((task, index) => ({
    task,
    state: states[index] ?? "waiting",
    percent: taskProgressPercent(task.contributionCount, task.maxContributors),
  }));
};
