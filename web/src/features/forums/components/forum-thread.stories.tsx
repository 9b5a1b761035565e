import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { forumPosts, serviceForums, threadNow } from "../testing/forums";
import { ForumThread } from "./forum-thread";
import { ReplyForm } from "./reply-form";

const meta = {
  title: "Forums/ForumThread",
  component: ForumThread,
  decorators: [withProviders],
  args: {
    title: serviceForums[0]?.title ?? "",
    headingLevel: 2,
    onBack: () => undefined,
    posts: { status: "ready", posts: forumPosts },
    now: threadNow,
    likingPostId: null,
    likeFailed: false,
    onLike: () => undefined,
    onReport: () => undefined,
    reply: <ReplyForm forumId={4} onSend={async () => undefined} />,
  },
} satisfies Meta<typeof ForumThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPosts: Story = {};
export const Empty: Story = { args: { posts: { status: "ready", posts: [] } } };
export const Loading: Story = { args: { posts: { status: "pending" } } };
export const LoadError: Story = { args: { posts: { status: "error", onRetry: () => undefined } } };
export const LikeFailed: Story = { args: { likeFailed: true } };
export const OwnPage: Story = { args: { headingLevel: 1, onBack: undefined } };
