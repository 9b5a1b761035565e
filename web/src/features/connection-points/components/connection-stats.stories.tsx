import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { sampleSummary } from "../testing/connection-points";
import { ConnectionStats } from "./connection-stats";

const meta = {
  title: "ConnectionPoints/ConnectionStats",
  component: ConnectionStats,
  decorators: [withProviders],
  args: { summary: sampleSummary },
} satisfies Meta<typeof ConnectionStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
/** Large counts with the language's grouping, and a mean speed rounded to whole Mbps. */
export const Large: Story = { args: { summary: { total: 12345, active: 9876, free: 5432, averageSpeed: 48.6 } } };
/** On their way: a dash in each card. */
export const Loading: Story = { args: { summary: undefined } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
