import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { ContactStep } from "./contact-step";

const meta = {
  title: "Auth/ContactStep",
  component: ContactStep,
  decorators: [withProviders],
  args: {
    method: "email",
    contact: "",
    error: null,
    isPending: false,
    onMethodChange: () => undefined,
    onContactChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof ContactStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};
export const Phone: Story = { args: { method: "phone", contact: "+509 3712 3456" } };
export const InvalidEmail: Story = { args: { contact: "marie@", error: "Imèl sa a pa valid" } };
export const Sending: Story = { args: { contact: "marie@example.ht", isPending: true } };
export const English: Story = { decorators: [withLanguage("en")], args: { method: "phone" } };
