import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
import { withProviders } from "../../../testing/story-providers";
import { CreateForumDialog } from "./create-forum-dialog";

const meta = {
  title: "Forums/CreateForumDialog",
  component: CreateForumDialog,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { isOpen: true, serviceId: 1, onClose: () => undefined, onCreate: async () => undefined },
} satisfies Meta<typeof CreateForumDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Failed: Story = { args: { initialError: new ApiError(500, "Internal Server Error", "") } };
export const Offline: Story = { args: { initialError: new TypeError("Failed to fetch") } };
export const RefusedByServer: Story = {
  args: {
    initialError: new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields: { title: "Tit la obligatwa." } }),
  },
};
export const FailedWithServerMessage: Story = {
  args: { initialError: new ApiError(404, "Not Found", { code: "NOT_FOUND", message: "Nou pa jwenn fowòm sa a." }) },
};
