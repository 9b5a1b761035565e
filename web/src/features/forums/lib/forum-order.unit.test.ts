import { describe, expect, it } from "vitest";
import { serviceForums } from "../testing/forums";
import { pinnedFirst } from "./forum-order";

describe("pinnedFirst", () => {
  it("puts pinned forums first and keeps the server's order within each group", () => {
    const [pinned, plain] = serviceForums;
    if (pinned === undefined || plain === undefined) throw new Error("The test needs two forums");
    const newer = { ...plain, id: 6 };
    const secondPinned = { ...pinned, id: 7 };
    expect(pinnedFirst([plain, pinned, newer, secondPinned]).map((forum) => forum.id)).toEqual([4, 7, 5, 6]);
  });
});
