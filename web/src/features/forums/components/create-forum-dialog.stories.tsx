import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { sendErrors } from "../testing/forums";
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
export const Failed: Story = { args: { initialError: sendErrors.failed } };
export const Offline: Story = { args: { initialError: sendErrors.offline } };
export const RefusedByServer: Story = { args: { initialError: sendErrors.refused("title", "Tit la obligatwa.") } };
export const FailedWithServerMessage: Story = { args: { initialError: sendErrors.notFound } };
