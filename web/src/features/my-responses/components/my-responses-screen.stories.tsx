import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { withQueryData } from "../../../testing/render-with-data";
import { userResponsesQueryOptions } from "../../forums";
import { myResponses } from "../testing/responses";
import { MyResponsesScreen } from "./my-responses-screen";

const meta = {
  title: "MyResponses/MyResponsesScreen",
  component: MyResponsesScreen,
  parameters: { layout: "fullscreen" },
  args: { userId: 7 },
  decorators: [withQueryData((client) => client.setQueryData(userResponsesQueryOptions(7).queryKey, myResponses)), withProviders],
} satisfies Meta<typeof MyResponsesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
