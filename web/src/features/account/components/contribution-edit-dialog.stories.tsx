import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { marieContributions } from "../testing/contributions";
import { ContributionEditDialog } from "./contribution-edit-dialog";

const meta = {
  title: "Account/ContributionEditDialog",
  component: ContributionEditDialog,
  decorators: [withProviders],
  args: { contribution: marieContributions[0] ?? null, onClose: () => undefined, save: async () => undefined },
} satisfies Meta<typeof ContributionEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
