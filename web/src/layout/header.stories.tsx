import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../testing/story-providers";
import { Header } from "./header";
import { LoginDialogHost } from "./login-dialog-host";
import { LoginDialogProvider } from "./login-dialog-state";

function HeaderWithDialog() {
  return (
    <LoginDialogProvider>
      <Header />
      <LoginDialogHost />
    </LoginDialogProvider>
  );
}

const meta = {
  title: "Layout/Header",
  component: HeaderWithDialog,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof HeaderWithDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const French: Story = { decorators: [withLanguage("fr")] };
/** Below the "md" breakpoint the links move into the drawer behind the menu button. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
