import { describe, expect, it } from "vitest";
import { boardRow as row } from "@kominote/core/testing/leaderboard-rows";
import { rowsWithOwn } from "./rows-with-own";

const me = "KDS-0000007-5";

describe("rowsWithOwn", () => {
  it("shows the member on a board not rebuilt since they scored", () => {
    expect(rowsWithOwn([], row(1, me, 5), me)).toEqual([{ entry: row(1, me, 5), own: true }]);
  });

  it("replaces the board's old row of the member with the current one, where its score puts it", () => {
    const listed = [row(1, "a", 30), row(2, "b", 12), row(3, me, 4), row(4, "c", 2)];
    expect(rowsWithOwn(listed, row(2, me, 12), me).map(({ entry, own }) => [entry.username, entry.score, own])).toEqual([
      ["a", 30, false],
      ["b", 12, false],
      [me, 12, true],
      ["c", 2, false],
    ]);
  });

  it("highlights the board's row while the member's own is not read yet, and drops it once they score nothing", () => {
    const listed = [row(1, "a", 30), row(2, me, 4)];
    expect(rowsWithOwn(listed, undefined, me).map(({ own }) => own)).toEqual([false, true]);
    expect(rowsWithOwn(listed, null, me).map(({ entry }) => entry.username)).toEqual(["a"]);
    expect(rowsWithOwn(listed, undefined, null).map(({ own }) => own)).toEqual([false, false]);
  });
});
