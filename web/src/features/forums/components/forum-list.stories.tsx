import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { serviceForums } from "../testing/forums";
import { ForumList } from "./forum-list";

const meta = {
  title: "Forums/ForumList",
  component: ForumList,
  decorators: [withProviders],
  args: { forums: serviceForums, onOpen: () => undefined, onCreate: () => undefined, onReport: () => undefined },
} satisfies Meta<typeof ForumList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithForums: Story = {};
export const Empty: Story = { args: { forums: [] } };

/** What moderators and admins see: each forum can be pinned or unpinned, here one is on its way. */
export const Moderator: Story = { args: { onPin: () => undefined, pinningId: serviceForums[1]?.id ?? null } };
