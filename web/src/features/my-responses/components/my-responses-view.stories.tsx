import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ForumsLoading, ForumsProblem } from "../../forums";
import { myResponses } from "../testing/responses";
import { MyResponsesPage } from "./my-responses-screen";
import { MyResponsesList } from "./my-responses-view";

const meta = {
  title: "MyResponses/MyResponsesList",
  component: MyResponsesList,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { responses: myResponses },
  render: (args) => (
    <MyResponsesPage>
      <MyResponsesList {...args} />
    </MyResponsesPage>
  ),
} satisfies Meta<typeof MyResponsesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithResponses: Story = {};
export const Empty: Story = { args: { responses: [] } };
export const Loading: Story = {
  render: () => (
    <MyResponsesPage>
      <ForumsLoading label="forums.responses.loading" />
    </MyResponsesPage>
  ),
};
export const LoadError: Story = {
  render: () => (
    <MyResponsesPage>
      <ForumsProblem text="forums.responses.error" onRetry={() => undefined} />
    </MyResponsesPage>
  ),
};
