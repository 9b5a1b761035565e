import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { servicesWithImages } from "../../home/testing/services";
import { ideasNow, sampleIdeas } from "../testing/ideas";
import { IdeaVotingView } from "./idea-voting-view";

const meta = {
  title: "Ideas/IdeaVotingView",
  component: IdeaVotingView,
  decorators: [withProviders],
  args: {
    ideas: sampleIdeas,
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
export const MostRecent: Story = { args: { order: "recent" } };
export const MostPoints: Story = { args: { order: "points" } };
export const OneService: Story = { args: { serviceId: 1 } };
/** A service nobody shared an idea for yet. */
export const NoMatch: Story = { args: { serviceId: 4 } };
export const NoIdeas: Story = { args: { ideas: [] } };
