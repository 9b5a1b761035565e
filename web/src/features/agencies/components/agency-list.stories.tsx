import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { sampleAgencies } from "../testing/agencies";
import { AgencyList } from "./agency-list";

const meta = {
  title: "Agencies/AgencyList",
  component: AgencyList,
  decorators: [withProviders],
  args: { agencies: sampleAgencies, filtered: false, onClearFilters: () => undefined },
} satisfies Meta<typeof AgencyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAgencies: Story = {};
/** 'no agencies found' for a search or filter, with the way to clear them. */
export const NothingFound: Story = { args: { agencies: [], filtered: true } };
export const EmptyDirectory: Story = { args: { agencies: [] } };
