import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleSummary } from "../testing/places";
import { PlaceStats } from "./place-stats";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/PlaceStats",
  component: PlaceStats,
  decorators: [withProviders],
  args: { summary: sampleSummary },
} satisfies Meta<typeof PlaceStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
/** Before the figures arrive. */
export const Waiting: Story = { args: { summary: undefined } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
