import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { servicesWithImages } from "../../../testing/services";
import { withQueryData } from "../../../testing/render-with-data";
import { sampleIdeas, visitorIdeas } from "../testing/ideas";
import { IdeasSection } from "./ideas-section";

const signedIn = (member: typeof testMember | null) => withQueryData((client) => client.setQueryData(currentUserQueryKey, member));

const meta = {
  title: "Ideas/IdeasSection",
  component: IdeasSection,
  args: { ideas: sampleIdeas, services: servicesWithImages, fixedServiceId: null, emptyText: "Pa gen ide ankò" },
} satisfies Meta<typeof IdeasSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = { decorators: [signedIn(testMember), withProviders] };
export const Visitor: Story = { args: { ideas: visitorIdeas }, decorators: [signedIn(null), withProviders] };
export const ForOneService: Story = {
  args: { ideas: sampleIdeas.filter((idea) => idea.serviceId === 1), fixedServiceId: 1 },
  decorators: [signedIn(testMember), withProviders],
};
export const Empty: Story = { args: { ideas: [] }, decorators: [signedIn(testMember), withProviders] };
export const WithMorePages: Story = {
  args: { more: { isLoading: false, onLoad: () => undefined } },
  decorators: [signedIn(testMember), withProviders],
};
