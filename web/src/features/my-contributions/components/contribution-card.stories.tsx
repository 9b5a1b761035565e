import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { myContributions } from "../testing/contributions";
import { ContributionCard } from "./contribution-card";

const [pending, approved, rejected] = myContributions;
if (pending === undefined || approved === undefined || rejected === undefined) throw new Error("The story needs three contributions");

const meta = {
  title: "MyContributions/ContributionCard",
  component: ContributionCard,
  decorators: [withProviders],
  args: { contribution: pending },
  render: (args) => (
    <div style={{ maxWidth: "40rem", padding: "1rem" }}>
      <ContributionCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ContributionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Approved: Story = { args: { contribution: approved } };
/** No title, description or type: the fallbacks show; the refusal gives its reason. */
export const RejectedWithFallbacks: Story = { args: { contribution: rejected } };
export const English: Story = { decorators: [withLanguage("en")] };
