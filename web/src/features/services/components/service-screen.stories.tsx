import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../api/get-public-services";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { serviceTasksQueryOptions } from "../api/get-service-tasks";
import { healthTasks } from "../testing/tasks";
import { withQueryData } from "../../../testing/render-with-data";
import { communityPanels } from "../../../layout/community-panels";
import { ServiceScreen } from "./service-screen";

/** The whole service page, its answers already in the cache so it renders without a server. */
const seeded = (member: typeof testMember | null) =>
  withQueryData((client) => {
    client.setQueryData(publicServicesQueryOptions("ht").queryKey, [...servicesWithImages, ...servicesWithoutImages]);
    client.setQueryData(serviceTasksQueryOptions(1, "ht").queryKey, healthTasks);
    client.setQueryData(currentUserQueryKey, member);
  });

const meta = {
  title: "Services/ServiceScreen",
  component: ServiceScreen,
  parameters: { layout: "fullscreen" },
  args: { slug: "sante", panels: communityPanels },
} satisfies Meta<typeof ServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = { decorators: [seeded(null), withProviders] };
export const MemberOfThisService: Story = { decorators: [seeded({ ...testMember, joinedServiceId: 1 }), withProviders] };
export const MemberOfAnotherService: Story = { decorators: [seeded({ ...testMember, joinedServiceId: 2 }), withProviders] };
export const UnknownService: Story = { args: { slug: "pa-egziste" }, decorators: [seeded(null), withProviders] };
