// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "../../../testing/render-in-language";
import { taskListItems } from "../lib/task-list";
import { healthTasks } from "../testing/tasks";
import { TaskList, type TaskListProps } from "./task-list";

afterEach(cleanup);

const renderList = (props: Partial<TaskListProps> = {}) => {
  const onContribute = vi.fn();
  const onJoin = vi.fn();
  const result = renderInLanguage(
    <TaskList
      items={taskListItems(healthTasks)}
      access="member"
      highlightedTaskId={null}
      joinPromptTaskId={null}
      isJoining={false}
      onContribute={onContribute}
      onJoin={onJoin}
      onRequestCall={vi.fn()}
      {...props}
    />,
    "ht",
  );
  return { result, onContribute, onJoin };
};

describe("TaskList", () => {
  it("labels the states in Creole, in order, each with its step number", async () => {
    await renderList().result;
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByText(/^Etap \d$/).textContent)).toEqual(["Etap 1", "Etap 2", "Etap 3", "Etap 4", "Etap 5"]);
    expect(within(cards[0]!).getByText("Konplete")).toBeTruthy();
    expect(within(cards[2]!).getByText("Aktif")).toBeTruthy();
    expect(within(cards[3]!).getByText("Ap tann")).toBeTruthy();
  });

  it("lets only the open task be contributed to", async () => {
    const { result, onContribute } = renderList();
    await result;
    const buttons = screen.getAllByRole("button", { name: "Kontribye" });
    expect(buttons.map((button) => button.hasAttribute("disabled"))).toEqual([false, true, true]);
    fireEvent.click(buttons[0]!);
    expect(onContribute).toHaveBeenCalledWith(healthTasks[2]);
  });

  it("shows a second member task 1 open with a Contribute button, and a full task closed with its label and no button", async () => {
    const second = healthTasks.map((task) => ({ ...task, contributedByMe: false }));
    // Task 11 holds 12 of 10 places: full. Task 12 has 3 contributions by others and no maximum.
    const { result, onContribute } = renderList({ items: taskListItems(second) });
    await result;
    const [full, open] = screen.getAllByRole("article");
    expect(within(full!).getByText("Fèmen (plen)")).toBeTruthy();
    expect(within(full!).queryByRole("button", { name: "Kontribye" })).toBeNull();
    expect(within(open!).getByText("Aktif")).toBeTruthy();
    expect(within(open!).getByText("3 kontribisyon")).toBeTruthy();
    expect(within(full!).getByText("12 sou 10 kontribisyon")).toBeTruthy();
    fireEvent.click(within(open!).getByRole("button", { name: "Kontribye" }));
    expect(onContribute).toHaveBeenCalledWith(second[1]);
  });

  it("shows the join invitation only under the task where it was asked for, with its pending label", async () => {
    const { result, onJoin } = renderList({ access: "otherService", joinPromptTaskId: 13, isJoining: true });
    await result;
    const open = screen.getByRole("article", { name: "Pran foto devan klinik la" });
    const join = within(open).getByRole("button", { name: "N ap anrejistre w..." });
    expect(join.hasAttribute("disabled")).toBe(true);
    fireEvent.click(join);
    expect(onJoin).not.toHaveBeenCalled();
    expect(screen.getAllByText(/Ou deja manm yon lòt sèvis/)).toHaveLength(1);
  });

  it("never shows the invitation to a member of the service", async () => {
    await renderList({ access: "member", joinPromptTaskId: 13 }).result;
    expect(screen.queryByText(/Antre nan sèvis sa a/)).toBeNull();
  });
});
