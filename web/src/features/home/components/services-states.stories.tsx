import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ServicesError } from "./services-error";
import { ServicesSection } from "./services-section";
import { ServicesSkeleton } from "./services-skeleton";

/** What the services section shows before the list arrives, and when it cannot be loaded. */
const meta = {
  title: "Home/ServicesStates",
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => (
    <ServicesSection>
      <ServicesSkeleton />
    </ServicesSection>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <ServicesSection>
      <ServicesError onRetry={() => undefined} />
    </ServicesSection>
  ),
};
