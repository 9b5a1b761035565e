import type { Idea } from "@kominote/core/schemas/ideas";

/** The orders of the voting page: most votes, newest, or most points earned by the author. */
export const ideaOrders = ["votes", "recent", "points"] as const;
export type IdeaOrder = (typeof ideaOrders)[number];

export const isIdeaOrder = (value: string): value is IdeaOrder => (ideaOrders as readonly string[]).includes(value);

const newestFirst = (a: Idea, b: Idea): number => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

/** Ties (same votes or points) fall back to the newest first, so the order never jumps between visits. */
const comparators: Record<IdeaOrder, (a: Idea, b: Idea) => number> = {
  votes: (a, b) => b.voteCount - a.voteCount || newestFirst(a, b),
  recent: newestFirst,
  points: (a, b) => b.pointsEarned - a.pointsEarned || newestFirst(a, b),
};

/** The ideas of one service (or all when `serviceId` is null), in the chosen order. */
export const arrangeIdeas = (ideas: readonly Idea[], serviceId: number | null, order: IdeaOrder): readonly Idea[] =>
  ideas.filter((idea) => serviceId === null || idea.serviceId === serviceId).sort(comparators[order]);

/** How many ideas wear the "#N Pi Popilè" badge. */
export const popularCount = 3;

/**
 * The badge's rank of each idea among the shown ones, whatever their order: the three with the most
 * votes (ties to the newest). An idea nobody voted for is not "popular", however few ideas there are.
 */
export const popularRanks = (ideas: readonly Idea[]): ReadonlyMap<number, number> =>
  new Map(
    ideas
      .filter((idea) => idea.voteCount > 0)
      .sort(comparators.votes)
      .slice(0, popularCount)
      .map((idea, index) => [idea.id, index + 1]),
  );

export interface IdeasSummary {
  readonly ideas: number;
  readonly votes: number;
  readonly services: number;
}

/** The voting page's figures: ideas, votes cast on them, and services that have at least one idea. */
export const summarizeIdeas = (ideas: readonly Idea[]): IdeasSummary => ({
  ideas: ideas.length,
  votes: ideas.reduce((total, idea) => total + idea.voteCount, 0),
  services: new Set(ideas.map((idea) => idea.serviceId)).size,
});
