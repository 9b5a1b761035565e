import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { ideasNow, sampleIdeas, visitorIdeas } from "../testing/ideas";
import { IdeaCard } from "./idea-card";

const [fresh, voted, books] = sampleIdeas;
const [visitorFresh] = visitorIdeas;
if (fresh === undefined || voted === undefined || books === undefined || visitorFresh === undefined) {
  throw new Error("The stories need sample ideas");
}

const meta = {
  title: "Ideas/IdeaCard",
  component: IdeaCard,
  decorators: [withProviders],
  args: { idea: books, now: ideasNow, isVoting: false, onVote: () => undefined },
} satisfies Meta<typeof IdeaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member reads it: the author is named, the vote is open, the author earned points. */
export const CanVote: Story = {};
/** Posted seconds ago ("Kounye a"), no vote yet, so no points badge. */
export const JustShared: Story = { args: { idea: fresh } };
/** The reader voted: the button stays disabled (no un-vote). */
export const Voted: Story = { args: { idea: voted } };
export const Voting: Story = { args: { isVoting: true } };
/** A visitor reads it: 'Konekte pou wè otè a'. */
export const Visitor: Story = { args: { idea: visitorFresh } };
export const MostPopular: Story = { args: { idea: voted, popularRank: 1 } };
export const French: Story = { decorators: [withLanguage("fr")] };
/** The reader wrote it: the count shows, with no vote button (the server refuses one's own vote). */
export const Own: Story = { args: { idea: { ...books, isOwn: true } } };
/** A signed-in member reads another member's idea: they may report it. */
export const Reportable: Story = { args: { onReport: () => undefined } };
/** The author is offered no report of their own idea. */
export const OwnNotReportable: Story = { args: { idea: { ...books, isOwn: true }, onReport: () => undefined } };
