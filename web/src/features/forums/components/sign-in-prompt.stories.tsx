import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { SignInPrompt } from "./sign-in-prompt";

const meta = {
  title: "Forums/SignInPrompt",
  component: SignInPrompt,
  decorators: [withProviders],
  args: { onSignIn: () => undefined },
} satisfies Meta<typeof SignInPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
