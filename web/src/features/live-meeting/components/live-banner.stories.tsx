import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { liveStatus } from "../testing/meeting";
import { LiveBanner } from "./live-banner";

const live = { ...liveStatus, meetingId: liveStatus.meetingId ?? "", meetingUrl: liveStatus.meetingUrl ?? "" };

const meta = {
  title: "Live/LiveBanner",
  component: LiveBanner,
  decorators: [withProviders],
  args: { status: live, now: new Date("2026-11-27T18:15:00.000Z") },
} satisfies Meta<typeof LiveBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const OneViewer: Story = { args: { status: { ...live, viewerCount: 1 } } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
