import type { PublicContribution } from "@kominote/core/schemas/contributions";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { TaskContributionsList } from "./task-contributions-view";

const contributions: readonly PublicContribution[] = [
  { id: 5, taskId: 13, notes: "Klinik la gen yon gwo pòt ble, li fasil pou jwenn.", status: "approved", contributedAt: "2026-03-12T15:00:00.000Z" },
  { id: 4, taskId: 13, notes: "Mwen pase la a maten, te gen anpil moun ap tann.", status: "pending", contributedAt: "2026-03-10T08:00:00.000Z" },
];

const meta = {
  title: "MyContributions/TaskContributionsList",
  component: TaskContributionsList,
  decorators: [withProviders],
  args: { contributions },
  render: (args) => (
    <div style={{ maxWidth: "40rem", padding: "1rem" }}>
      <TaskContributionsList {...args} />
    </div>
  ),
} satisfies Meta<typeof TaskContributionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { contributions: [] } };
