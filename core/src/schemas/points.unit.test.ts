import { describe, expect, it } from "vitest";
import { leaderboardCategories, leaderboardSchema } from "./points";

const entry = { rank: 1, fullName: "Marie Joseph", username: "KDS-0000123-4", profilePhoto: null, score: 120, weeklyActivity: 12 };

describe("the leaderboard", () => {
  it("has one ranked list for each of the eight categories", () => {
    const full = Object.fromEntries(leaderboardCategories.map((category) => [category, [entry]]));
    expect(leaderboardSchema.parse(full)).toEqual(full);
    expect(leaderboardCategories).toEqual(["tasks", "invites", "uploads", "comments", "views", "weekly", "first", "diverse"]);
  });

  it("refuses an answer missing a category", () => {
    const { diverse: _diverse, ...partial } = Object.fromEntries(leaderboardCategories.map((category) => [category, []]));
    expect(leaderboardSchema.safeParse(partial).success).toBe(false);
  });

  it("allows names withheld for visitors", () => {
    const anonymous = { ...entry, fullName: null, username: null };
    expect(leaderboardSchema.shape.tasks.parse([anonymous])).toEqual([anonymous]);
  });
});
