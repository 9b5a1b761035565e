import { describe, expect, it } from "vitest";
import { boardRow as row } from "../testing/leaderboard-rows";
import { placeOwnRow } from "./leaderboard-standing";

const own = (score: number) => ({ fullName: "Inès", username: "KDS-0000009-1", profilePhoto: null, score, weeklyActivity: 2 });

describe("placeOwnRow", () => {
  it("ranks the member's current score among the board's other rows, equal scores sharing a rank", () => {
    const listed = [row(1, "a", 30), row(2, "b", 12), row(3, "c", 5)];
    expect(placeOwnRow(listed, own(12))?.rank).toBe(2);
    expect(placeOwnRow(listed, own(13))?.rank).toBe(2);
    expect(placeOwnRow(listed, own(40))?.rank).toBe(1);
    expect(placeOwnRow(listed, own(1))?.rank).toBe(4);
  });

  it("puts a member on an empty board first, and one the board lists with an old score where the current one goes", () => {
    expect(placeOwnRow([], own(3))).toEqual({ ...own(3), rank: 1 });
    const listed = [row(1, "a", 30), row(2, "KDS-0000009-1", 20), row(3, "c", 18)];
    expect(placeOwnRow(listed, own(31))?.rank).toBe(1);
    expect(placeOwnRow(listed, own(10))?.rank).toBe(3);
  });

  it("gives no row without a score, nor below a full board's last row", () => {
    expect(placeOwnRow([row(1, "a", 3)], own(0))).toBeNull();
    const full = [row(1, "a", 30), row(2, "b", 12)];
    expect(placeOwnRow(full, own(11), 2)).toBeNull();
    expect(placeOwnRow(full, own(12), 2)?.rank).toBe(2);
    expect(placeOwnRow(full, own(11), 3)?.rank).toBe(3);
  });
});
