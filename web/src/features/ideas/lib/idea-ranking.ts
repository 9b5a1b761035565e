import type { Idea, IdeaSort } from "@kominote/core/schemas/ideas";

/** The orders the voting page offers, first the default: most votes, newest, most points earned. */
export const ideaOrders = ["votes", "recent", "points"] as const satisfies readonly IdeaSort[];

export const isIdeaOrder = (value: string): value is IdeaSort => (ideaOrders as readonly string[]).includes(value);

/**
 * The "#N Pi Popilè" rank of the most voted ideas (the server's "votes" order, ties to the newest),
 * by idea id. An idea nobody voted for is not "popular", however few ideas there are.
 */
export const popularRanks = (mostVoted: readonly Idea[]): ReadonlyMap<number, number> =>
  new Map(
    mostVoted
      .filter((idea) => idea.voteCount > 0)
      .map((idea, index) => [idea.id, index + 1] as const),
  );
