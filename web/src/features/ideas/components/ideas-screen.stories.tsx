import type { Idea } from "@kominote/core/schemas/ideas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { withQueryData } from "../../../testing/render-with-data";
import { allIdeasNewestFirst, ideasQueryOptions } from "../api/list-ideas";
import { asPages, sampleIdeas, visitorIdeas } from "../testing/ideas";
import { IdeasScreen } from "./ideas-screen";

/** /ideas with its answers already in the cache, so it renders without a server. */
const seeded = (member: typeof testMember | null, ideas: readonly Idea[]) =>
  withQueryData((client) => {
    client.setQueryData(publicServicesQueryOptions("ht").queryKey, [...servicesWithImages, ...servicesWithoutImages]);
    client.setQueryData(ideasQueryOptions(allIdeasNewestFirst, "ht").queryKey, asPages(ideas));
    client.setQueryData(currentUserQueryKey, member);
  });

const meta = {
  title: "Ideas/IdeasScreen",
  component: IdeasScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof IdeasScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = { decorators: [seeded(testMember, sampleIdeas), withProviders] };
/** Authors hidden: 'Konekte pou wè otè a'. */
export const Visitor: Story = { decorators: [seeded(null, visitorIdeas), withProviders] };
/** 'Pa gen ide ankò'. */
export const Empty: Story = { decorators: [seeded(testMember, []), withProviders] };
