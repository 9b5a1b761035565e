import type { Idea } from "@kominote/core/schemas/ideas";
import { describe, expect, it } from "vitest";
import { isIdeaOrder, popularRanks } from "./idea-ranking";

const idea = (id: number, voteCount: number): Idea => ({
  id,
  content: `Ide ${id}`,
  serviceId: 1,
  serviceName: "Sante",
  authorName: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  voteCount,
  pointsEarned: voteCount * 2,
  hasVoted: false,
});

describe("popularRanks", () => {
  it("ranks the most voted ideas in the order the server gave them", () => {
    expect([...popularRanks([idea(2, 7), idea(3, 3), idea(4, 2)])]).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
  });

  it("gives no badge to an idea nobody voted for", () => {
    expect([...popularRanks([idea(1, 2), idea(2, 0), idea(3, 0)])]).toEqual([[1, 1]]);
    expect([...popularRanks([])]).toEqual([]);
  });
});

describe("isIdeaOrder", () => {
  it("knows the three orders only", () => {
    expect(["votes", "recent", "points", "other"].map(isIdeaOrder)).toEqual([true, true, true, false]);
  });
});
