import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { Link } from "./link";

const meta = {
  title: "UI/Link",
  component: Link,
  decorators: [withProviders],
  args: { to: "/about", children: "Sou nou" },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = { args: { look: "inline" } };
export const Plain: Story = { args: { look: "plain" } };
export const AsPrimaryButton: Story = { args: { look: "button", variant: "primary", children: "Retounen lakay" } };
export const AsSecondaryButton: Story = { args: { look: "button", variant: "secondary", children: "Retounen lakay" } };
