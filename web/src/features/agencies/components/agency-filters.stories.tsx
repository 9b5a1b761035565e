import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { AgencyFilters } from "./agency-filters";

const meta = {
  title: "Agencies/AgencyFilters",
  component: AgencyFilters,
  decorators: [withProviders],
  args: { filter: {}, onChange: () => undefined, onClear: () => undefined, clears: 0 },
} satisfies Meta<typeof AgencyFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {};
export const Filtered: Story = { args: { filter: { q: "lopital", type: "hospital", department: "Nord" } } };
export const Portuguese: Story = { decorators: [withLanguage("pt")], args: { filter: { department: "Grand'Anse" } } };
