import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { sampleAgencies } from "../testing/agencies";
import { AgenciesSummary } from "./agencies-summary";

const meta = {
  title: "Agencies/AgenciesSummary",
  component: AgenciesSummary,
  decorators: [withProviders],
  args: { agencies: sampleAgencies, shown: 2 },
} satisfies Meta<typeof AgenciesSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const Spanish: Story = { decorators: [withLanguage("es")] };
