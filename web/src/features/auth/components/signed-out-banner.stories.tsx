import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { SignedOutBannerView } from "./signed-out-banner-view";

const meta = {
  title: "Auth/SignedOutBanner",
  component: SignedOutBannerView,
  decorators: [withProviders],
  args: { onRegister: () => undefined, onLogin: () => undefined },
} satisfies Meta<typeof SignedOutBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
