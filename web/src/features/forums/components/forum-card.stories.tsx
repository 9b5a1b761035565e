import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { serviceForums } from "../testing/forums";
import { ForumCard } from "./forum-card";

const [pinned, plain] = serviceForums;
if (pinned === undefined || plain === undefined) throw new Error("The story needs two forums");

const meta = {
  title: "Forums/ForumCard",
  component: ForumCard,
  decorators: [withProviders],
  args: { forum: pinned, onOpen: () => undefined, onReport: () => undefined },
} satisfies Meta<typeof ForumCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pinned: Story = {};
export const WithoutDescription: Story = { args: { forum: plain } };
