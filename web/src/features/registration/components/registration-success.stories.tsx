import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { RegistrationSuccess } from "./registration-success";

const meta = {
  title: "Registration/Success",
  component: RegistrationSuccess,
  decorators: [withProviders],
  args: { fullName: "Marie Joseph", memberNumber: "KDS-0000007-3", onContinue: () => undefined },
} satisfies Meta<typeof RegistrationSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const English: Story = { decorators: [withLanguage("en")] };
