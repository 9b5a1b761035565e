import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { withQueryData } from "../../../testing/render-with-data";
import { ToolsScreen } from "./tools-screen";

const meta = {
  title: "Tools/ToolsScreen",
  component: ToolsScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ToolsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tool opens by its link. */
export const Member: Story = {
  decorators: [withQueryData((client) => client.setQueryData(currentUserQueryKey, testMember)), withProviders],
};

/** Members-only tools ask to sign in first; their 'Ouvè' is a button that keeps the wish. */
export const Visitor: Story = {
  decorators: [withQueryData((client) => client.setQueryData(currentUserQueryKey, null)), withProviders],
};
