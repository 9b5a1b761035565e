import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { servicesWithImages } from "../../../testing/services";
import { taskListItems } from "../lib/task-list";
import { healthTasks } from "../testing/tasks";
import { communityPanels } from "../../../layout/community-panels";
import { ServiceView } from "./service-view";
import { TaskList } from "./task-list";
import { TasksLoading } from "./tasks-states";

const [health] = servicesWithImages;
if (health === undefined) throw new Error("The story needs a service");

const meta = {
  title: "Services/ServiceView",
  component: ServiceView,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: {
    service: health,
    panels: communityPanels,
    tasks: (
      <TaskList
        items={taskListItems(healthTasks)}
        access="visitor"
        highlightedTaskId={null}
        joinPromptTaskId={null}
        isJoining={false}
        onContribute={() => undefined}
        onJoin={() => undefined}
        onRequestCall={() => undefined}
      />
    ),
  },
} satisfies Meta<typeof ServiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TasksLoadingState: Story = { args: { tasks: <TasksLoading /> } };
