import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { sendErrors } from "../testing/forums";
import { ReplyForm } from "./reply-form";

const meta = {
  title: "Forums/ReplyForm",
  component: ReplyForm,
  decorators: [withProviders],
  args: { forumId: 4, onSend: async () => undefined },
} satisfies Meta<typeof ReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Failed: Story = { args: { initialError: sendErrors.failed } };
export const Offline: Story = { args: { initialError: sendErrors.offline } };
export const RefusedByServer: Story = { args: { initialError: sendErrors.refused("content", "Kontni an obligatwa.") } };
export const FailedWithServerMessage: Story = { args: { initialError: sendErrors.notFound } };
