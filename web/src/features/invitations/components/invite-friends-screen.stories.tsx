import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { withQueryData } from "../../../testing/render-with-data";
import { invitationStatsQueryOptions } from "../api/get-invitation-stats";
import { topInvitersQueryOptions } from "../api/list-top-inviters";
import { rankedStats, topInviters } from "../testing/invitations";
import { InviteFriendsScreen } from "./invite-friends-screen";

const meta = {
  title: "Invitations/InviteFriendsScreen",
  component: InviteFriendsScreen,
  parameters: { layout: "fullscreen" },
  decorators: [
    withQueryData((client) => {
      client.setQueryData(invitationStatsQueryOptions().queryKey, rankedStats);
      client.setQueryData(topInvitersQueryOptions().queryKey, topInviters);
    }),
    withProviders,
  ],
} satisfies Meta<typeof InviteFriendsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
