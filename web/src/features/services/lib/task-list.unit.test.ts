import { describe, expect, it } from "vitest";
import { healthTasks } from "../testing/tasks";
import { taskListItems } from "./task-list";

describe("taskListItems", () => {
  it("marks the tasks the reader contributed to complete, the one after them active, the rest waiting", () => {
    expect(taskListItems(healthTasks).map((item) => [item.task.id, item.state])).toEqual([
      [11, "complete"],
      [12, "complete"],
      [13, "active"],
      [14, "waiting"],
      [15, "waiting"],
    ]);
  });

  it("fills the bar by contributions over the maximum, or 10 % each without one, never past 100", () => {
    expect(taskListItems(healthTasks).map((item) => item.percent)).toEqual([100, 30, 0, 0, 0]);
  });

  it("puts the tasks in position order before working out their states", () => {
    const shuffled = [healthTasks[2]!, healthTasks[0]!, healthTasks[1]!];
    expect(taskListItems(shuffled).map((item) => [item.task.id, item.state])).toEqual([
      [11, "complete"],
      [12, "complete"],
      [13, "active"],
    ]);
  });

  it("opens the first task of a service nobody has contributed to yet", () => {
    const fresh = healthTasks.map((task) => ({ ...task, contributionCount: 0, contributedByMe: false }));
    expect(taskListItems(fresh).map((item) => item.state)).toEqual(["active", "waiting", "waiting", "waiting", "waiting"]);
  });

  it("opens task 1 to a second member although others completed tasks, with everyone's count in the bar", () => {
    const second = healthTasks.map((task) => ({ ...task, contributionCount: task.id === 11 ? 1 : task.contributionCount, contributedByMe: false }));
    const items = taskListItems(second);
    expect(items.map((item) => item.state)).toEqual(["active", "waiting", "waiting", "waiting", "waiting"]);
    expect(items[0]?.percent).toBe(10);
  });

  it("closes a full task to a reader who is not in it, and lets them past it", () => {
    const full = healthTasks.map((task) => ({ ...task, contributedByMe: false }));
    expect(taskListItems(full).map((item) => item.state)).toEqual(["closed", "active", "waiting", "waiting", "waiting"]);
  });
});
