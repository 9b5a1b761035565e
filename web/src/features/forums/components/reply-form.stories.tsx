import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
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
export const Failed: Story = { args: { initialFailure: { kind: "failed", message: null } } };
export const Offline: Story = { args: { initialFailure: { kind: "offline" } } };
export const RefusedByServer: Story = { args: { initialFailure: { kind: "invalid", fields: { content: "Kontni an obligatwa." }, message: null } } };
