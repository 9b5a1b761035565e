// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tab, TabList, TabPanel, Tabs, type TabsProps, type TabsSelection } from "./tabs";


const ServiceTabs = ({ selection, disabledKeys, keyboardActivation }: { readonly selection: TabsSelection } & Pick<TabsProps, "disabledKeys" | "keyboardActivation">) => (
  <Tabs {...selection} {...(disabledKeys === undefined ? {} : { disabledKeys })} {...(keyboardActivation === undefined ? {} : { keyboardActivation })}>
    <TabList aria-label="The service">
      <Tab id="tasks">Tasks</Tab>
      <Tab id="forums">Forums</Tab>
      <Tab id="ideas">Ideas</Tab>
      <Tab id="community">Community</Tab>
    </TabList>
    <TabPanel id="tasks">The tasks</TabPanel>
    <TabPanel id="forums">The forums</TabPanel>
    <TabPanel id="ideas">The ideas</TabPanel>
    <TabPanel id="community">The community</TabPanel>
  </Tabs>
);

const tab = (name: string) => screen.getByRole("tab", { name });
const press = (key: string) => {
  const focused = document.activeElement;
  if (focused === null) throw new Error("nothing has the focus");
  fireEvent.keyDown(focused, { key });
};
const focusTab = (name: string) => act(() => tab(name).focus());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Tabs", () => {
  it("ties each open tab to its panel and lets only the open tab take the Tab key", () => {
    render(<ServiceTabs selection={{ defaultSelectedKey: "forums" }} />);
    expect(screen.getByRole("tablist", { name: "The service" })).toBeTruthy();
    const forums = tab("Forums");
    const panel = screen.getByRole("tabpanel", { name: "Forums" });
    expect(forums.getAttribute("aria-selected")).toBe("true");
    expect(forums.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(forums.id);
    expect(panel.textContent).toBe("The forums");
    expect(panel.tabIndex).toBe(0);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getAllByRole("tab").map((each) => each.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(tab("Tasks").getAttribute("aria-selected")).toBe("false");
  });

  it("moves with the arrows (wrapping round), Home and End, opening the tab it lands on", () => {
    render(<ServiceTabs selection={{ defaultSelectedKey: "tasks" }} />);
    focusTab("Tasks");
    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Forums"));
    expect(screen.getByRole("tabpanel").textContent).toBe("The forums");
    press("End");
    expect(document.activeElement).toBe(tab("Community"));
    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Tasks"));
    press("ArrowLeft");
    expect(document.activeElement).toBe(tab("Community"));
    press("Home");
    expect(document.activeElement).toBe(tab("Tasks"));
    expect(tab("Tasks").tabIndex).toBe(0);
  });

  it("skips a disabled tab with the keyboard and does not open it on a click", () => {
    render(<ServiceTabs selection={{ defaultSelectedKey: "tasks" }} disabledKeys={["forums", "community"]} />);
    expect(tab("Forums").getAttribute("aria-disabled")).toBe("true");
    focusTab("Tasks");
    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Ideas"));
    press("End");
    expect(document.activeElement).toBe(tab("Ideas"));
    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Tasks"));
    fireEvent.click(tab("Forums"));
    expect(screen.getByRole("tabpanel").textContent).toBe("The tasks");
  });

  it("in manual mode, moves only the focus until Enter or Space opens the tab", () => {
    const onSelectionChange = vi.fn();
    render(<ServiceTabs selection={{ defaultSelectedKey: "tasks", onSelectionChange }} keyboardActivation="manual" />);
    focusTab("Tasks");
    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Forums"));
    expect(screen.getByRole("tabpanel").textContent).toBe("The tasks");
    expect(onSelectionChange).not.toHaveBeenCalled();
    press("Enter");
    expect(screen.getByRole("tabpanel").textContent).toBe("The forums");
    press("ArrowRight");
    press(" ");
    expect(screen.getByRole("tabpanel").textContent).toBe("The ideas");
    expect(onSelectionChange.mock.calls).toEqual([["forums"], ["ideas"]]);
  });

  it("when the caller keeps the open tab, shows only what the caller says", () => {
    const onSelectionChange = vi.fn();
    const { rerender } = render(<ServiceTabs selection={{ selectedKey: "tasks", onSelectionChange }} />);
    fireEvent.click(tab("Ideas"));
    expect(onSelectionChange).toHaveBeenCalledWith("ideas");
    expect(screen.getByRole("tabpanel").textContent).toBe("The tasks");
    rerender(<ServiceTabs selection={{ selectedKey: "ideas", onSelectionChange }} />);
    expect(screen.getByRole("tabpanel").textContent).toBe("The ideas");
    fireEvent.click(tab("Ideas"));
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
  });

  it("works with a caller's state, the way a screen keeps the open tab", () => {
    const Screen = () => {
      const [open, setOpen] = useState("tasks");
      return <ServiceTabs selection={{ selectedKey: open, onSelectionChange: setOpen }} />;
    };
    render(<Screen />);
    fireEvent.click(tab("Community"));
    expect(screen.getByRole("tabpanel", { name: "Community" }).textContent).toBe("The community");
  });

  it("comes alive on a page drawn by the server keeping the very same elements, with no warning", async () => {
    // Outside testing-library's render, React is told itself that updates here run inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const tree = <ServiceTabs selection={{ defaultSelectedKey: "ideas" }} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const drawn = Array.from(container.querySelectorAll('[role="tab"], [role="tabpanel"], [role="tablist"]'));
    expect(drawn).toHaveLength(6);
    const errors = vi.spyOn(console, "error");
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    const live = Array.from(container.querySelectorAll('[role="tab"], [role="tabpanel"], [role="tablist"]'));
    expect(live).toHaveLength(drawn.length);
    live.forEach((element, index) => expect(element).toBe(drawn[index]));
    // Live: a click on the very element the server drew opens its tab.
    await act(async () => {
      (drawn[1] as HTMLElement).click();
    });
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toBe("The tasks");
    act(() => root?.unmount());
    container.remove();
  });
});
