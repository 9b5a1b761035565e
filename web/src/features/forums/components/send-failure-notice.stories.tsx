import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { SendFailureNotice } from "./send-failure-notice";

const meta = {
  title: "Forums/SendFailureNotice",
  component: SendFailureNotice,
  decorators: [withProviders],
  args: { failed: "forums.reply.failed", failure: { kind: "failed", message: null } },
} satisfies Meta<typeof SendFailureNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {};
export const FailedWithServerMessage: Story = { args: { failure: { kind: "failed", message: "Nou pa jwenn fowòm sa a." } } };
export const Offline: Story = { args: { failure: { kind: "offline" } } };
