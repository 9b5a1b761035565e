import type { Meta, StoryObj } from "@storybook/react-vite";
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
export const Failed: Story = { args: { initialFailure: { kind: "failed", message: null } } };
export const Offline: Story = { args: { initialFailure: { kind: "offline" } } };
export const RefusedByServer: Story = { args: { initialFailure: { kind: "invalid", fields: { title: "Tit la obligatwa." }, message: null } } };
