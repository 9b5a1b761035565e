import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { withQueryData } from "../../../testing/render-with-data";
import { taskContributionsQueryOptions } from "../api/get-task-contributions";
import { myContributions } from "../testing/contributions";
import { MyContributionsScreen } from "./my-contributions-screen";

const meta = {
  title: "MyContributions/MyContributionsScreen",
  component: MyContributionsScreen,
  parameters: { layout: "fullscreen" },
  args: { userId: 7 },
  decorators: [
    withQueryData((client) => client.setQueryData(taskContributionsQueryOptions(7, "ht").queryKey, myContributions)),
    withProviders,
  ],
} satisfies Meta<typeof MyContributionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
