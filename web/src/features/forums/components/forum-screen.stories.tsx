import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { withQueryData } from "../../../testing/render-with-data";
import { forumQueryKey } from "../api/get-forum";
import { serviceForumsQueryKey } from "../api/list-service-forums";
import { forumPostsQueryKey } from "../api/list-forum-posts";
import { forumPosts, serviceForums } from "../testing/forums";
import { ForumScreen } from "./forum-screen";

const meta = {
  title: "Forums/ForumScreen",
  component: ForumScreen,
  parameters: { layout: "fullscreen" },
  args: { forumId: 4 },
} satisfies Meta<typeof ForumScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, testMember);
      client.setQueryData(serviceForumsQueryKey(1), serviceForums);
      client.setQueryData(forumQueryKey(4), serviceForums[0]);
      client.setQueryData(forumPostsQueryKey(4), forumPosts);
    }),
    withProviders,
  ],
};

/** Reached by its address alone: the forum and its posts come from their own calls. */
export const ByAddress: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, testMember);
      client.setQueryData(forumQueryKey(4), serviceForums[0]);
      client.setQueryData(forumPostsQueryKey(4), forumPosts);
    }),
    withProviders,
  ],
};

export const Visitor: Story = {
  decorators: [withQueryData((client) => client.setQueryData(currentUserQueryKey, null)), withProviders],
};
