import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { taskListItems } from "../lib/task-list";
import { healthTasks } from "../testing/tasks";
import { JoinServicePrompt } from "./join-service-prompt";
import { TaskCard } from "./task-card";

const [complete, , active, waiting] = taskListItems(healthTasks);
// The first task holds more than its maximum: a member who is not among its contributors finds it closed.
const [closed] = taskListItems(healthTasks.map((task) => ({ ...task, contributedByMe: false })));
if (complete === undefined || active === undefined || waiting === undefined || closed === undefined) throw new Error("The story needs the test tasks");

const meta = {
  title: "Services/TaskCard",
  component: TaskCard,
  decorators: [withProviders],
  args: {
    item: active,
    number: 3,
    isHighlighted: false,
    canRequestCall: false,
    onContribute: () => undefined,
    onRequestCall: () => undefined,
  },
  render: (args) => (
    <div style={{ maxWidth: "40rem", padding: "1rem" }}>
      <TaskCard {...args} />
    </div>
  ),
} satisfies Meta<typeof TaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Complete: Story = { args: { item: complete, number: 1, canRequestCall: true } };
export const Waiting: Story = { args: { item: waiting, number: 4 } };
/** Full: every place taken by other members; no Contribute, its own label. */
export const Closed: Story = { args: { item: closed, number: 1, canRequestCall: true } };
/** The next task, lit up for a few seconds after a contribution. */
export const Highlighted: Story = { args: { isHighlighted: true } };
export const AskedToJoin: Story = {
  args: { children: <JoinServicePrompt reason="otherService" isJoining={false} onJoin={() => undefined} /> },
};
