import { describe, expect, it } from "vitest";
import { pointActions, pointsTable } from "./points-table";

describe("pointsTable", () => {
  it("pays what DECISIONS 4 says for each action", () => {
    expect(Object.fromEntries(pointActions.map((action) => [action, pointsTable[action].points]))).toEqual({
      contributionSubmitted: 10,
      contributionApproved: 20,
      ideaShared: 5,
      voteReceived: 2,
      voteCast: 1,
      forumCreated: 5,
      forumPost: 2,
      placeApproved: 10,
      agencyApproved: 10,
      safePlaceApproved: 10,
      connectionPointApproved: 10,
      invitationAccepted: 25,
    });
  });

  it("caps only votes cast and forum posts, at 20 a day", () => {
    const capped = pointActions.filter((action) => pointsTable[action].dailyCap !== undefined);
    expect(capped).toEqual(["voteCast", "forumPost"]);
    expect(capped.map((action) => pointsTable[action].dailyCap)).toEqual([20, 20]);
  });
});
