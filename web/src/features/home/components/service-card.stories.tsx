import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { splitServices } from "../lib/split-services";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { CompactServiceCard, ServiceCard } from "./service-card";

const [health, education] = splitServices(servicesWithImages).featured;
if (health === undefined || education === undefined) throw new Error("The story needs two services with a picture");

const meta = {
  title: "Home/ServiceCard",
  component: ServiceCard,
  decorators: [withProviders],
  parameters: { layout: "centered" },
  args: { service: health, eager: true, onOpen: () => undefined },
  render: (args) => (
    <div style={{ width: "min(22rem, 90vw)" }}>
      <ServiceCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A light service colour is darkened just enough for the white text to stay readable. */
export const LightColour: Story = { args: { service: education } };

/** Singular labels: one task, one discussion. */
export const SingleCounts: Story = {
  args: { service: { ...health, taskCount: 1, contributorCount: 1, discussionCount: 1 } },
};

/** A service without a picture, as members see it once the "+N" toggle is open. */
export const Compact: Story = {
  render: (args) => (
    <div style={{ width: "min(22rem, 90vw)" }}>
      <CompactServiceCard service={servicesWithoutImages[0] ?? args.service} onOpen={args.onOpen} />
    </div>
  ),
};
