import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { ServicesSkeleton } from "./services-skeleton";
import { VisitorHome, VisitorServices } from "./visitor-home";

/** The whole home page of a visitor; its buttons send the event that opens the sign-in dialog. */
const meta = {
  title: "Home/VisitorHome",
  component: VisitorHome,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { children: <VisitorServices services={[...servicesWithImages, ...servicesWithoutImages]} /> },
} satisfies Meta<typeof VisitorHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { children: <ServicesSkeleton /> } };
