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

/** What moderators and admins see: a button that unpins the pinned forum, or pins another. */
export const Moderator: Story = { args: { onPin: () => undefined } };
export const ModeratorOfUnpinned: Story = { args: { forum: plain, onPin: () => undefined } };
/** The pin change is on its way: the button waits and says so. */
export const ModeratorPinning: Story = { args: { forum: plain, onPin: () => undefined, isPinning: true } };
