import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ServicePending } from "./service-pending";
import { TasksError, TasksLoading } from "./tasks-states";

/** What the tasks tab shows before the list arrives, when it cannot be loaded, and the page before the services arrive. */
const meta = {
  title: "Services/TasksStates",
  decorators: [withProviders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: () => <TasksLoading /> };
export const LoadFailed: Story = { render: () => <TasksError onRetry={() => undefined} /> };
export const PagePending: Story = { render: () => <ServicePending /> };
