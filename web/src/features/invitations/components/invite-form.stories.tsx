import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { inviteLink } from "../testing/invitations";
import { InviteForm } from "./invite-form";

const meta = {
  title: "Invitations/InviteForm",
  component: InviteForm,
  decorators: [withProviders],
  args: {
    send: async () => undefined,
    generateLink: async () => inviteLink,
    siteOrigin: "https://kominote.ht",
    copyText: async () => undefined,
    openWindow: () => undefined,
  },
} satisfies Meta<typeof InviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByEmail: Story = {};
export const LinkAlreadyGenerated: Story = { args: { initialLink: inviteLink } };
export const InFrench: Story = { decorators: [withLanguage("fr")] };
