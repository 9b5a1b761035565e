import type { MessageKey } from "../i18n/messages";

/**
 * A task as one reader sees it: `complete` once they contributed to it, `closed` when it holds its
 * maximum of contributors without them, `active` when they may contribute now, `waiting` until
 * the task before it is behind them.
 */
export type TaskState = "complete" | "active" | "waiting" | "closed";

export const taskStateLabelKeys: Readonly<Record<TaskState, MessageKey>> = {
  complete: "common.task.complete",
  active: "common.task.active",
  waiting: "common.task.waiting",
  closed: "common.task.closed",
};

/** What the states are computed from: everyone's count, the cap, and the reader's own part. */
export interface TaskProgressInput {
  /** Pending and approved contributions of every member (a rejected one takes no place). */
  readonly contributionCount: number;
  readonly maxContributors: number | null;
  /** The reader has a pending or approved contribution to it; always false for a visitor. */
  readonly contributedByMe: boolean;
}

/** A task whose places are all taken takes no new contribution, whoever asks. */
export const isTaskFull = (task: Pick<TaskProgressInput, "contributionCount" | "maxContributors">): boolean =>
  task.maxContributors !== null && task.maxContributors > 0 && task.contributionCount >= task.maxContributors;

/**
 * Tasks of a service are done in order, each member on their own path (docs/decisions/0013): a
 * task is complete for the member who contributed to it, whatever others did. The first task and
 * any task right after one that is behind the member (complete, or closed when they reached it, so
 * they never could) are open; the others wait. A full task is closed to anyone who has not contributed to it.
 * `tasks` must be ordered by position.
 */
export const taskStates = (tasks: readonly TaskProgressInput[]): TaskState[] => {
  let previousBehind = true;
  return tasks.map((task) => {
    const full = isTaskFull(task);
    const state: TaskState = task.contributedByMe ? "complete" : full ? "closed" : previousBehind ? "active" : "waiting";
    // A full task lets the member past only once they reached it: it never skips an earlier step.
    previousBehind = task.contributedByMe || (full && previousBehind);
    return state;
  });
};

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
