import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { RejectDialog } from "./reject-dialog";

const meta = {
  title: "Moderation/RejectDialog",
  component: RejectDialog,
  decorators: [withProviders],
  args: { item: { title: "Sous dlo Fon Pye" }, onCancel: () => undefined, onReject: async () => undefined },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof RejectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithReason: Story = { args: { initialReason: "Kote sa a deja sou kat la." } };
