import type { Idea } from "@kominote/core/schemas/ideas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { servicesWithImages } from "../../../testing/services";
import { withQueryData } from "../../../testing/render-with-data";
import { ideasQueryOptions } from "../api/list-ideas";
import { asPages, sampleIdeas } from "../testing/ideas";
import { ServiceIdeasPanel } from "./service-ideas-panel";

const [health] = servicesWithImages;
if (health === undefined) throw new Error("The story needs a service");

const seeded = (ideas: readonly Idea[]) =>
  withQueryData((client) => {
    client.setQueryData(ideasQueryOptions({ serviceId: health.id, sort: "recent" }, "ht").queryKey, asPages(ideas));
    client.setQueryData(currentUserQueryKey, testMember);
  });

const meta = {
  title: "Ideas/ServiceIdeasPanel",
  component: ServiceIdeasPanel,
  args: { service: health },
} satisfies Meta<typeof ServiceIdeasPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A service page's ideas tab: that service's ideas only. */
export const ServiceIdeas: Story = { decorators: [seeded(sampleIdeas.filter((idea) => idea.serviceId === health.id)), withProviders] };
export const NoIdeasYet: Story = { decorators: [seeded([]), withProviders] };
