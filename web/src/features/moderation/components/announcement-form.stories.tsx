import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
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
/** The server refused the announcement: its own words show above the send button. */
export const Refused: Story = {
  args: { initialError: new ApiError(429, "Too Many Requests", { code: "RATE_LIMITED", message: "Twòp demann. Tann yon ti moman." }) },
};
