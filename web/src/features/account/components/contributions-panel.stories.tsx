import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { marieContributions } from "../testing/contributions";
import { ContributionsPanel } from "./contributions-panel";

const meta = {
  title: "Account/ContributionsPanel",
  component: ContributionsPanel,
  decorators: [withProviders],
  // Saving answers at once, without any server.
  args: { contributions: marieContributions, save: async () => undefined },
  render: (args) => (
    <div style={{ maxWidth: "48rem", margin: "0 auto", padding: "1rem" }}>
      <ContributionsPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof ContributionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { contributions: undefined } };
export const Empty: Story = { args: { contributions: [] } };
export const LoadFailed: Story = { args: { contributions: undefined, isError: true } };
export const French: Story = { decorators: [withLanguage("fr")] };
