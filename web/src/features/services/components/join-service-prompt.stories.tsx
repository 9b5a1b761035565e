import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { JoinServicePrompt } from "./join-service-prompt";

const meta = {
  title: "Services/JoinServicePrompt",
  component: JoinServicePrompt,
  decorators: [withProviders],
  args: { reason: "otherService", isJoining: false, onJoin: () => undefined },
} satisfies Meta<typeof JoinServicePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberOfAnotherService: Story = {};
export const NoServiceYet: Story = { args: { reason: "noService" } };
export const Joining: Story = { args: { isJoining: true } };
