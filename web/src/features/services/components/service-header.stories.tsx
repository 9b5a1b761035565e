import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { ServiceHeader } from "./service-header";

const [health, education] = servicesWithImages;
if (health === undefined || education === undefined) throw new Error("The story needs two services");

const meta = {
  title: "Services/ServiceHeader",
  component: ServiceHeader,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { service: health },
} satisfies Meta<typeof ServiceHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A light service colour is darkened until the white text reads on it. */
export const LightColour: Story = { args: { service: education } };
export const WithoutPicture: Story = { args: { service: servicesWithoutImages[0] ?? health } };
export const English: Story = { decorators: [withLanguage("en")] };
