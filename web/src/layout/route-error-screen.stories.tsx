import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { RouteErrorScreen } from "./route-error-screen";

const meta = {
  title: "Layout/RouteErrorScreen",
  component: RouteErrorScreen,
  decorators: [withProviders],
  args: { error: new Error("500: upstream timeout"), reset: () => undefined },
} satisfies Meta<typeof RouteErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailed: Story = {};
