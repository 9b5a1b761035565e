import { describe, expect, it } from "vitest";
import { healthTasks } from "../testing/tasks";
import { taskListItems } from "./task-list";

describe("taskListItems", () => {
  it("marks tasks with a contribution complete, the one after them active, the rest waiting", () => {
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
    const fresh = healthTasks.map((task) => ({ ...task, contributionCount: 0 }));
    expect(taskListItems(fresh).map((item) => item.state)).toEqual(["active", "waiting", "waiting", "waiting", "waiting"]);
  });
});
