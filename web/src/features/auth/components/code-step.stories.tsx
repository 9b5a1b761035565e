import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { CodeStep } from "./code-step";

const meta = {
  title: "Auth/CodeStep",
  component: CodeStep,
  decorators: [withProviders],
  args: {
    contact: "marie@example.ht",
    code: "",
    error: null,
    isPending: false,
    resendSeconds: 0,
    isResending: false,
    onCodeChange: () => undefined,
    onSubmit: () => undefined,
    onResend: () => undefined,
    onBack: () => undefined,
  },
} satisfies Meta<typeof CodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ResendWaiting: Story = { args: { code: "123", resendSeconds: 47 } };
export const WrongCode: Story = { args: { code: "123456", error: "Kòd la pa kòrèk" } };
export const Verifying: Story = { args: { code: "123456", isPending: true } };
export const French: Story = { decorators: [withLanguage("fr")], args: { contact: "+50937123456", resendSeconds: 12 } };
