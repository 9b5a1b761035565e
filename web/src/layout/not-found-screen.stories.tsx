import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../testing/story-providers";
import { NotFoundScreen } from "./not-found-screen";

const meta = {
  title: "Layout/NotFoundScreen",
  component: NotFoundScreen,
  decorators: [withProviders],
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const English: Story = { decorators: [withLanguage("en")] };
