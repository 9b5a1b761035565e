import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { servicesWithImages } from "../../../testing/services";
import { withQueryData } from "../../../testing/render-with-data";
import { serviceForumsQueryKey } from "../api/list-service-forums";
import { serviceForums } from "../testing/forums";
import { DiscussionsPanel } from "./discussions-panel";

const [health] = servicesWithImages;
if (health === undefined) throw new Error("The story needs a service");

const meta = {
  title: "Forums/DiscussionsPanel",
  component: DiscussionsPanel,
  parameters: { layout: "fullscreen" },
  args: { service: health },
} satisfies Meta<typeof DiscussionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, testMember);
      client.setQueryData(serviceForumsQueryKey(health.id), serviceForums);
    }),
    withProviders,
  ],
};

/** A service without forums: the create dialog opens by itself. */
export const MemberOfServiceWithoutForums: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, testMember);
      client.setQueryData(serviceForumsQueryKey(health.id), []);
    }),
    withProviders,
  ],
};

/** A moderator (or admin) also pins and unpins the forums. */
export const Moderator: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, { ...testMember, fullName: "Rose Moderatè", role: "moderator" });
      client.setQueryData(serviceForumsQueryKey(health.id), serviceForums);
    }),
    withProviders,
  ],
};

export const Visitor: Story = {
  decorators: [withQueryData((client) => client.setQueryData(currentUserQueryKey, null)), withProviders],
};
