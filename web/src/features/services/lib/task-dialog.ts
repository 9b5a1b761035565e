import type { ServiceTask } from "@kominote/core/schemas/tasks";
import type { ServiceSearch } from "./service-search";
import type { TaskListItem } from "./task-list";

/** A dialog open over one task of a service's list. */
export interface TaskDialog {
  readonly kind: "wizard" | "call";
  readonly task: ServiceTask;
}

/**
 * The dialog the address asks for, when the list offers it: the wizard on the open task (the only
 * one with a Contribute button that works), the call request on a task others contributed to.
 * Anything else (an unknown, finished or waiting task) is null: the page drops it from the address.
 */
export const taskDialogFor = (items: readonly TaskListItem[], search: Pick<ServiceSearch, "contribute" | "call">): TaskDialog | null => {
  const kind = search.contribute !== undefined ? "wizard" : "call";
  const taskId = search.contribute ?? search.call;
  const item = items.find((candidate) => candidate.task.id === taskId);
  if (item === undefined) return null;
  const offered = kind === "wizard" ? item.state === "active" : item.task.contributionCount > 0;
  return offered ? { kind, task: item.task } : null;
};

/** The address of a service's page with a task's dialog open, for a visitor's return after signing in. */
export const taskDialogPath = (slug: string, dialog: Pick<TaskDialog, "kind"> & { readonly task: { readonly id: number } }): string =>
  `/services/${slug}?${dialog.kind === "wizard" ? "contribute" : "call"}=${dialog.task.id}`;
