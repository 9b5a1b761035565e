import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { comments, liveStatus, offStatus } from "../testing/meeting";
import { LiveCommentsView } from "./live-comments";
import { LiveMeetingView } from "./live-meeting-screen";

const meta = {
  title: "Live/LiveMeetingPage",
  component: LiveMeetingView,
  decorators: [withProviders],
  args: {
    status: liveStatus,
    now: new Date("2026-11-27T18:15:00.000Z"),
    comments: <LiveCommentsView comments={comments} signedIn onPost={async () => {}} />,
  },
} satisfies Meta<typeof LiveMeetingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};
export const Off: Story = { args: { status: offStatus } };
export const ModeratorOff: Story = { args: { status: offStatus, onChange: async () => {} } };
export const ModeratorLive: Story = { args: { onChange: async () => {} } };
export const Loading: Story = { args: { status: undefined } };
export const Failed: Story = { args: { status: undefined, isError: true } };
export const French: Story = { args: { status: offStatus }, decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { args: { status: offStatus, onChange: async () => {} }, decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
