import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { popularRanks } from "../lib/idea-ranking";
import { ideasNow, sampleIdeas } from "../testing/ideas";
import { IdeaList } from "./idea-list";

const meta = {
  title: "Ideas/IdeaList",
  component: IdeaList,
  decorators: [withProviders],
  args: {
    ideas: sampleIdeas,
    now: ideasNow,
    label: "Ide yo, sa ki pi resan an premye",
    emptyText: "Pa gen ide ankò",
    votingIdeaId: null,
    onVote: () => undefined,
  },
} satisfies Meta<typeof IdeaList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {};
export const WithPopularBadges: Story = { args: { popularRanks: popularRanks(sampleIdeas) } };
export const VotingOne: Story = { args: { votingIdeaId: 13 } };
export const Empty: Story = { args: { ideas: [] } };
/** The server has more: the next page is a button away. */
export const WithMorePages: Story = { args: { more: { isLoading: false, onLoad: () => undefined } } };
export const LoadingMore: Story = { args: { more: { isLoading: true, onLoad: () => undefined } } };
