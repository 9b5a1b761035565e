import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../testing/story-providers";
import { LoginDialog } from "./login-dialog";

const meta = {
  title: "Layout/LoginDialog",
  component: LoginDialog,
  decorators: [withProviders],
  args: { isOpen: true, onOpenChange: () => undefined },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
