import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { servicesWithImages } from "../../../testing/services";
import { withQueryData } from "../../../testing/render-with-data";
import { ideaSummaryQueryOptions, ideasQueryOptions, popularIdeasQueryOptions } from "../api/list-ideas";
import { asPages, mostVotedFirst, sampleIdeas } from "../testing/ideas";
import { IdeaVotingScreen } from "./idea-voting-screen";

const seeded = withQueryData((client) => {
  client.setQueryData(publicServicesQueryOptions("ht").queryKey, servicesWithImages);
  client.setQueryData(ideasQueryOptions({ serviceId: null, sort: "votes" }, "ht").queryKey, asPages(mostVotedFirst));
  client.setQueryData(popularIdeasQueryOptions(null, "ht").queryKey, mostVotedFirst.slice(0, 3));
  client.setQueryData(ideaSummaryQueryOptions().queryKey, { totalIdeas: sampleIdeas.length, totalVotes: 18, servicesWithIdeas: 3 });
  client.setQueryData(currentUserQueryKey, testMember);
});

const meta = {
  title: "Ideas/IdeaVotingScreen",
  component: IdeaVotingScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof IdeaVotingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /idea-voting for a member, with the answers already in the cache. */
export const Member: Story = { decorators: [seeded, withProviders] };
