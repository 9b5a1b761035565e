import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { ServiceChoiceGrid } from "./service-choice-grid";

const meta = {
  title: "Services/ServiceChoiceGrid",
  component: ServiceChoiceGrid,
  decorators: [withProviders],
  parameters: { layout: "padded" },
  args: { services: [...servicesWithImages, ...servicesWithoutImages], pendingServiceId: null, onChoose: () => undefined },
} satisfies Meta<typeof ServiceChoiceGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** While one service is being joined every button waits, and that one says so. */
export const Joining: Story = { args: { pendingServiceId: 2 } };
