import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { AnnouncementForm } from "./announcement-form";

const meta = {
  title: "Moderation/AnnouncementForm",
  component: AnnouncementForm,
  decorators: [withProviders],
  args: {
    services: [
      { id: 1, name: "Sante" },
      { id: 3, name: "Dlo ak Asenisman" },
    ],
    onSend: async () => ({ recipientCount: 42 }),
  },
} satisfies Meta<typeof AnnouncementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};
export const ServicesUnknown: Story = { args: { services: [] } };
export const French: Story = { decorators: [withLanguage("fr")] };
