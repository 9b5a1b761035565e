import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryIdeas } from "../testing/idea-doubles";
import { serviceNamed } from "../testing/service-doubles";
import { RecordingPointsLedger } from "../testing/points-ledger-doubles";
import { makeVoteForIdea } from "./vote-for-idea";

const authors = new Map([
  [7, "Marie Joseph"],
  [8, "Jean Pierre"],
]);

let ideas: MemoryIdeas;
let points: RecordingPointsLedger;
let unitOfWork: RecordingUnitOfWork;
let ideaId: number;

beforeEach(async () => {
  ideas = new MemoryIdeas([serviceNamed(1, { ht: "Enèji" })], authors);
  points = new RecordingPointsLedger();
  unitOfWork = new RecordingUnitOfWork();
  ideaId = await ideas.create({ authorId: 7, serviceId: 1, content: "Mete limyè solè nan lari a." });
});

const vote = (voterId: number, id = ideaId) =>
  Effect.runPromise(
    Effect.result(
      makeVoteForIdea({ ideas, points, unitOfWork })({ voterId, ideaId: id, language: "ht" }),
    ),
  );

const failure = async (...args: Parameters<typeof vote>) => {
  const result = await vote(...args);
  if (!Result.isFailure(result)) throw new Error("expected a failure");
  return result.failure;
};

describe("voteForIdea", () => {
  it("records the vote, pays the voter and the author, and answers the idea with its new count", async () => {
    const result = await vote(8);
    if (!Result.isSuccess(result)) throw new Error(`expected a success, got ${result.failure.code}`);
    expect(result.success).toMatchObject({ id: ideaId, voteCount: 1, pointsEarned: 2, hasVoted: true, authorName: "Marie Joseph" });
    expect(points.awards).toEqual([
      { userId: 8, action: "voteCast", reference: { kind: "idea", id: ideaId } },
      { userId: 7, action: "voteReceived", reference: { kind: "ideaVote", id: ideas.votes[0]?.id } },
    ]);
  });

  it("refuses a second vote with IDEA.ALREADY_VOTED, and pays nothing more", async () => {
    await vote(8);
    expect(await failure(8)).toMatchObject({ code: "IDEA.ALREADY_VOTED", messageKey: "errors.idea.alreadyVoted" });
    expect(ideas.votes).toHaveLength(1);
    expect(points.awards).toHaveLength(2);
  });

  it("refuses a vote for one's own idea", async () => {
    expect(await failure(7)).toMatchObject({ code: "IDEA.OWN_IDEA", messageKey: "errors.idea.ownIdea" });
    expect(ideas.votes).toHaveLength(0);
    expect(points.awards).toHaveLength(0);
  });

  it("refuses an unknown or hidden idea", async () => {
    expect(await failure(8, 999)).toMatchObject({ code: "IDEA.NOT_FOUND", messageKey: "errors.idea.notFound" });
    ideas.hide(ideaId);
    expect(await failure(8)).toMatchObject({ code: "IDEA.NOT_FOUND" });
    expect(ideas.votes).toHaveLength(0);
  });

  it("stores the vote and its points in one unit of work: a ledger failure undoes the vote", async () => {
    points.failWith = new Error("ledger down");
    await vote(8).catch(() => undefined);
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });
});
