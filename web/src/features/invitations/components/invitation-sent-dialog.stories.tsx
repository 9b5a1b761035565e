import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { InvitationSentDialog } from "./invitation-sent-dialog";

const meta = {
  title: "Invitations/InvitationSentDialog",
  component: InvitationSentDialog,
  decorators: [withProviders],
  args: { isOpen: true, onClose: () => undefined },
} satisfies Meta<typeof InvitationSentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
