import { describe, expect, it } from "vitest";
import type { IdeaRecord } from "../ports/idea-repository";
import { ideaAsSeenBy, ideaOrderOf, ideaPointsEarned, visitor } from "./idea-view";

const record: IdeaRecord = {
  id: 12,
  content: "Mete limyè nan lari a.",
  serviceId: 3,
  serviceName: "Enèji",
  authorId: 7,
  authorName: "Marie Joseph",
  createdAt: "2026-03-01T10:00:00.000Z",
  voteCount: 4,
};

describe("ideaAsSeenBy", () => {
  it("names the author to a member and says whether they voted", () => {
    expect(ideaAsSeenBy({ kind: "member", id: 9, votes: new Set([12]) }, record)).toEqual({
      id: 12,
      content: "Mete limyè nan lari a.",
      serviceId: 3,
      serviceName: "Enèji",
      authorName: "Marie Joseph",
      createdAt: "2026-03-01T10:00:00.000Z",
      voteCount: 4,
      pointsEarned: 8,
      hasVoted: true,
      isOwn: false,
    });
    expect(ideaAsSeenBy({ kind: "member", id: 9, votes: new Set([13]) }, record).hasVoted).toBe(false);
  });

  it("tells the author the idea is theirs, and no one else", () => {
    expect(ideaAsSeenBy({ kind: "member", id: 7, votes: new Set() }, record).isOwn).toBe(true);
    expect(ideaAsSeenBy({ kind: "member", id: 8, votes: new Set() }, record).isOwn).toBe(false);
    expect(ideaAsSeenBy(visitor, record).isOwn).toBe(false);
  });

  it("never gives a visitor the author's name, nor the author's id", () => {
    const seen = ideaAsSeenBy(visitor, record);
    expect(seen).toMatchObject({ authorName: null, hasVoted: false });
    expect(JSON.stringify(seen)).not.toContain("Marie");
    expect(Object.keys(seen)).not.toContain("authorId");
  });
});

describe("ideaPointsEarned", () => {
  it("pays 2 points per vote received, without a cap", () => {
    expect(ideaPointsEarned(0)).toBe(0);
    expect(ideaPointsEarned(1)).toBe(2);
    expect(ideaPointsEarned(500)).toBe(1000);
  });
});

describe("ideaOrderOf", () => {
  it("sorts by points as by votes, and recent as recent", () => {
    expect(ideaOrderOf("points")).toBe("votes");
    expect(ideaOrderOf("votes")).toBe("votes");
    expect(ideaOrderOf("recent")).toBe("recent");
  });
});
