import { describe, expect, it } from "vitest";
import { healthTasks } from "../testing/tasks";
import { taskDialogFor, taskDialogPath } from "./task-dialog";
import { taskListItems } from "./task-list";

const items = taskListItems(healthTasks);

describe("taskDialogFor", () => {
  it("opens the wizard only on the open task, as its Contribute button does", () => {
    expect(taskDialogFor(items, { contribute: 13 })).toMatchObject({ kind: "wizard", task: { id: 13 } });
    expect(taskDialogFor(items, { contribute: 11 })).toBeNull();
    expect(taskDialogFor(items, { contribute: 14 })).toBeNull();
    expect(taskDialogFor(items, { contribute: 999 })).toBeNull();
  });

  it("opens the call request only on a task others contributed to", () => {
    expect(taskDialogFor(items, { call: 12 })).toMatchObject({ kind: "call", task: { id: 12 } });
    expect(taskDialogFor(items, { call: 13 })).toBeNull();
  });

  it("opens nothing when the address asks for nothing", () => {
    expect(taskDialogFor(items, {})).toBeNull();
  });
});

describe("taskDialogPath", () => {
  it("is the service's address with the dialog open", () => {
    expect(taskDialogPath("sante", { kind: "wizard", task: { id: 13 } })).toBe("/services/sante?contribute=13");
    expect(taskDialogPath("sante", { kind: "call", task: { id: 12 } })).toBe("/services/sante?call=12");
  });
});
