import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { ServicesGrid } from "./services-grid";
import { ServicesSection } from "./services-section";

const meta = {
  title: "Home/ServicesGrid",
  component: ServicesGrid,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: {
    services: [...servicesWithImages, ...servicesWithoutImages],
    signedIn: false,
    onOpenService: () => undefined,
    onRequestSignIn: () => undefined,
  },
  render: (args) => (
    <ServicesSection>
      <ServicesGrid {...args} />
    </ServicesSection>
  ),
} satisfies Meta<typeof ServicesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the coloured cards, then the "+2" toggle that asks them to sign in. */
export const WithHiddenServices: Story = {};

/** Every service has a picture: no toggle. */
export const WithoutHiddenServices: Story = { args: { services: servicesWithImages } };

/** A member: the toggle lists the services without a picture as smaller cards. */
export const Member: Story = { args: { signedIn: true } };

export const NoServices: Story = { args: { services: [] } };

export const InEnglish: Story = { decorators: [withLanguage("en")] };
