import type { MessageKey } from "../i18n/messages";

export type TaskState = "complete" | "active" | "waiting";

export const taskStateLabelKeys: Readonly<Record<TaskState, MessageKey>> = {
  complete: "common.task.complete",
  active: "common.task.active",
  waiting: "common.task.waiting",
};

/**
 * Tasks of a service are done in order: a task with a contribution is complete; the first task and
 * any task right after a complete one are open; the others wait. `tasks` must be ordered by position.
 */
export const taskStates = (tasks: readonly { readonly contributionCount: number }[]): TaskState[] =>
  tasks.map((task, index) => {
    if (task.contributionCount >= 1) return "complete";
    const previous = tasks[index - 1];
    return previous === undefined || previous.contributionCount >= 1 ? "active" : "waiting";
  });

/** Each contribution fills this much of the bar when a task sets no maximum. */
export const percentPerContributionWithoutMaximum = 10;

/** How full a task's bar is, 0 to 100. */
export const taskProgressPercent = (contributionCount: number, maxContributors: number | null | undefined): number => {
  const count = Number.isFinite(contributionCount) && contributionCount > 0 ? contributionCount : 0;
  const percent =
    maxContributors !== null && maxContributors !== undefined && maxContributors > 0
      ? (count / maxContributors) * 100
      : count * percentPerContributionWithoutMaximum;
  return Math.min(100, percent);
};
