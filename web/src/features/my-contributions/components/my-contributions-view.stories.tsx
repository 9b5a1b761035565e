import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { myContributions } from "../testing/contributions";
import { MyContributionsPage } from "./my-contributions-screen";
import { MyContributionsError, MyContributionsLoading } from "./my-contributions-states";
import { MyContributionsList } from "./my-contributions-view";

/** The page in each of its states, without any server. */
const meta = {
  title: "MyContributions/MyContributionsPage",
  component: MyContributionsPage,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { children: <MyContributionsList contributions={myContributions} /> },
} satisfies Meta<typeof MyContributionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { args: { children: <MyContributionsList contributions={[]} /> } };
export const Loading: Story = { args: { children: <MyContributionsLoading /> } };
export const LoadFailed: Story = { args: { children: <MyContributionsError onRetry={() => undefined} /> } };
