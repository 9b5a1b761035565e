import type { LeaderboardCategory } from "@kominote/core/schemas/points";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { withProviders } from "../../../testing/story-providers";
import { testMember } from "../../../testing/member";
import { emptyBoard, freshStanding, memberBoard, visitorBoard } from "../testing/board";
import { LeaderboardView, type LeaderboardViewProps } from "./leaderboard-view";

/** The view with its category held in state, as the screen holds it for a member. */
function Interactive(props: LeaderboardViewProps) {
  const [category, setCategory] = useState<LeaderboardCategory>(props.category);
  return <LeaderboardView {...props} category={category} onCategoryChange={props.visitor ? props.onCategoryChange : setCategory} />;
}

const meta = {
  title: "Leaderboard/LeaderboardView",
  component: Interactive,
  decorators: [withProviders],
  args: { board: memberBoard, category: "tasks", visitor: false, onCategoryChange: () => {} },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tasks: Story = {};
export const ThisWeek: Story = { args: { category: "weekly" } };
export const EmptyCategory: Story = { args: { category: "invites" } };
export const Visitor: Story = { args: { board: visitorBoard, visitor: true } };
/** A member who just scored, on a board not rebuilt since: their place as the points bar gives it, and their own row. */
export const OwnRowBeforeRebuild: Story = {
  args: { board: emptyBoard, category: "weekly", standing: freshStanding, username: testMember.username },
};
