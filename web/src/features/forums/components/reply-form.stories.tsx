import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
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
export const Failed: Story = { args: { initialError: new ApiError(500, "Internal Server Error", "") } };
export const Offline: Story = { args: { initialError: new TypeError("Failed to fetch") } };
export const RefusedByServer: Story = {
  args: {
    initialError: new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields: { content: "Kontni an obligatwa." } }),
  },
};
export const FailedWithServerMessage: Story = {
  args: { initialError: new ApiError(404, "Not Found", { code: "NOT_FOUND", message: "Nou pa jwenn fowòm sa a." }) },
};
