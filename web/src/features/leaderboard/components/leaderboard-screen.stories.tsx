import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { withQueryData } from "../../../testing/render-with-data";
import { leaderboardQueryKey } from "../api/get-leaderboard";
import { memberBoard, visitorBoard } from "../testing/board";
import { LeaderboardScreen } from "./leaderboard-screen";

const meta = {
  title: "Leaderboard/LeaderboardScreen",
  component: LeaderboardScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LeaderboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, testMember);
      client.setQueryData(leaderboardQueryKey(true), memberBoard);
    }),
    withProviders,
  ],
};

/** Placeholders blurred in place of names (the server sends none), rows leading to registration, the sign-in prompt. */
export const Visitor: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, null);
      client.setQueryData(leaderboardQueryKey(false), visitorBoard);
    }),
    withProviders,
  ],
};
