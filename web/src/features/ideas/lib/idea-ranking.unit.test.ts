import type { Idea } from "@kominote/core/schemas/ideas";
import { describe, expect, it } from "vitest";
import { arrangeIdeas, isIdeaOrder, popularRanks, summarizeIdeas } from "./idea-ranking";

const idea = (id: number, patch: Partial<Idea> = {}): Idea => ({
  id,
  content: `Ide ${id}`,
  serviceId: 1,
  serviceName: "Sante",
  authorName: null,
  createdAt: `2026-11-0${id}T10:00:00.000Z`,
  voteCount: 0,
  pointsEarned: 0,
  hasVoted: false,
  ...patch,
});

const ids = (ideas: readonly Idea[]): number[] => ideas.map((each) => each.id);

describe("arrangeIdeas", () => {
  const ideas = [
    idea(1, { voteCount: 5, pointsEarned: 10 }),
    idea(2, { voteCount: 9, pointsEarned: 4, serviceId: 2 }),
    idea(3, { voteCount: 5, pointsEarned: 12 }),
    idea(4),
  ];

  it("puts the most voted first, ties to the newest", () => {
    expect(ids(arrangeIdeas(ideas, null, "votes"))).toEqual([2, 3, 1, 4]);
  });

  it("puts the newest first", () => {
    expect(ids(arrangeIdeas(ideas, null, "recent"))).toEqual([4, 3, 2, 1]);
  });

  it("puts the ideas that earned most points first", () => {
    expect(ids(arrangeIdeas(ideas, null, "points"))).toEqual([3, 1, 2, 4]);
  });

  it("keeps one service's ideas only, without changing the list it was given", () => {
    expect(ids(arrangeIdeas(ideas, 2, "votes"))).toEqual([2]);
    expect(ids(arrangeIdeas(ideas, 3, "votes"))).toEqual([]);
    expect(ids(ideas)).toEqual([1, 2, 3, 4]);
  });
});

describe("popularRanks", () => {
  it("ranks the three most voted ideas, whatever the order shown", () => {
    const ranks = popularRanks([idea(1, { voteCount: 1 }), idea(2, { voteCount: 7 }), idea(3, { voteCount: 3 }), idea(4, { voteCount: 2 })]);
    expect([...ranks]).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
  });

  it("gives no badge to an idea nobody voted for", () => {
    expect([...popularRanks([idea(1, { voteCount: 2 }), idea(2)])]).toEqual([[1, 1]]);
  });
});

describe("summarizeIdeas", () => {
  it("counts ideas, votes and the services that have ideas", () => {
    expect(summarizeIdeas([idea(1, { voteCount: 2 }), idea(2, { voteCount: 3, serviceId: 2 }), idea(3)])).toEqual({
      ideas: 3,
      votes: 5,
      services: 2,
    });
    expect(summarizeIdeas([])).toEqual({ ideas: 0, votes: 0, services: 0 });
  });
});

describe("isIdeaOrder", () => {
  it("knows the three orders only", () => {
    expect(["votes", "recent", "points", "other"].map(isIdeaOrder)).toEqual([true, true, true, false]);
  });
});
