import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { topInviters } from "../testing/invitations";
import { TopInvitersList } from "./top-inviters-list";

const meta = {
  title: "Invitations/TopInvitersList",
  component: TopInvitersList,
  decorators: [withProviders],
  args: { inviters: topInviters },
} satisfies Meta<typeof TopInvitersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { inviters: [] } };
