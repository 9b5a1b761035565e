import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { servicesWithImages } from "../../../testing/services";
import { popularRanks } from "../lib/idea-ranking";
import { ideasNow, mostVotedFirst, sampleIdeas } from "../testing/ideas";
import { IdeaVotingView } from "./idea-voting-view";

const summary = { totalIdeas: 4, totalVotes: 18, servicesWithIdeas: 3 };
const ranks = popularRanks(mostVotedFirst.slice(0, 3));

const meta = {
  title: "Ideas/IdeaVotingView",
  component: IdeaVotingView,
  decorators: [withProviders],
  args: {
    summary,
    list: { status: "success", ideas: mostVotedFirst },
    popularRanks: ranks,
    services: servicesWithImages,
    serviceId: null,
    order: "votes",
    now: ideasNow,
    votingIdeaId: null,
    onServiceChange: () => undefined,
    onOrderChange: () => undefined,
    onVote: () => undefined,
  },
} satisfies Meta<typeof IdeaVotingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Most votes first, the top three with their '#N Pi Popilè' badge. */
export const MostVotes: Story = {};
/** Newest first: the badges stay on the most voted ideas. */
export const MostRecent: Story = { args: { order: "recent", list: { status: "success", ideas: sampleIdeas } } };
export const WithMorePages: Story = {
  args: { list: { status: "success", ideas: mostVotedFirst, more: { isLoading: false, onLoad: () => undefined } } },
};
export const LoadingMore: Story = {
  args: { list: { status: "success", ideas: mostVotedFirst, more: { isLoading: true, onLoad: () => undefined } } },
};
/** A service nobody shared an idea for yet. */
export const NoMatch: Story = { args: { serviceId: 4, list: { status: "success", ideas: [] }, popularRanks: new Map() } };
export const ListLoading: Story = { args: { list: { status: "pending" } } };
export const ListFailed: Story = { args: { list: { status: "error", retry: () => undefined } } };
/** The figures have not arrived yet. */
export const NoFigures: Story = { args: { summary: undefined } };
