import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { forumPosts, threadNow } from "../testing/forums";
import { PostItem } from "./post-item";

const [liked, noLikes] = forumPosts;
if (liked === undefined || noLikes === undefined) throw new Error("The story needs two posts");

const meta = {
  title: "Forums/PostItem",
  component: PostItem,
  decorators: [withProviders],
  args: { post: noLikes, now: threadNow, isLiking: false, onLike: () => undefined, onReport: () => undefined },
} satisfies Meta<typeof PostItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotLikedYet: Story = {};
export const Liked: Story = { args: { post: liked } };
export const Liking: Story = { args: { isLiking: true } };
