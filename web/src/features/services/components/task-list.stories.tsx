import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { taskListItems } from "../lib/task-list";
import { healthTasks } from "../testing/tasks";
import { TaskList } from "./task-list";

const meta = {
  title: "Services/TaskList",
  component: TaskList,
  decorators: [withProviders],
  args: {
    items: taskListItems(healthTasks),
    access: "member",
    highlightedTaskId: null,
    joinPromptTaskId: null,
    isJoining: false,
    onContribute: () => undefined,
    onJoin: () => undefined,
    onRequestCall: () => undefined,
  },
  render: (args) => (
    <div style={{ maxWidth: "48rem", padding: "1rem" }}>
      <TaskList {...args} />
    </div>
  ),
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NextTaskHighlighted: Story = { args: { highlightedTaskId: 13 } };
export const NoServiceYet: Story = { args: { access: "noService", joinPromptTaskId: 13 } };
export const Empty: Story = { args: { items: [] } };
export const French: Story = { decorators: [withLanguage("fr")] };
