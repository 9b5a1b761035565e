import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { MemberHome, MemberServices } from "./member-home";

/** The whole home page of a member: the greeting, then every service (those without a picture on request). */
const meta = {
  title: "Home/MemberHome",
  component: MemberHome,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { user: testMember, children: <MemberServices services={[...servicesWithImages, ...servicesWithoutImages]} /> },
} satisfies Meta<typeof MemberHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { decorators: [withLanguage("en")] };
