import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { contributionReviewable } from "../rules/contribution-review";
import { makeListReviewQueue, reviewQueueLimit } from "./list-review-queue";
import { MemoryReviewSource } from "../testing/review-doubles";

const at = (iso: string) => new Date(iso);

describe("listReviewQueue", () => {
  const contributions = new MemoryReviewSource("contribution", [
    { id: 1, authorId: 3, status: "pending", submittedAt: at("2026-03-01T12:00:00Z"), reason: null },
    { id: 2, authorId: 3, status: "approved", submittedAt: at("2026-03-01T08:00:00Z"), reason: null },
    { id: 3, authorId: 5, status: "pending", submittedAt: at("2026-03-01T09:00:00Z"), reason: null },
  ]);
  const agencies = new MemoryReviewSource("agency", [
    { id: 7, authorId: 5, status: "pending", submittedAt: at("2026-03-01T10:00:00Z"), reason: null },
  ]);
  const listQueue = makeListReviewQueue({
    reviewables: { contribution: contributionReviewable(contributions), agency: contributionReviewable(agencies) },
  });

  it("lists the pending submissions of one kind, oldest first, in the requested language", async () => {
    const items = await Effect.runPromise(listQueue({ kind: "contribution", language: "fr" }));

    expect(items.map(({ kind, id }) => [kind, id])).toEqual([
      ["contribution", 3],
      ["contribution", 1],
    ]);
    expect(contributions.asked.at(-1)).toEqual({ language: "fr", limit: reviewQueueLimit });
  });

  it("merges every kind, oldest first, when no kind is asked", async () => {
    const items = await Effect.runPromise(listQueue({ language: "ht" }));

    expect(items.map(({ kind, id }) => [kind, id])).toEqual([
      ["contribution", 3],
      ["agency", 7],
      ["contribution", 1],
    ]);
  });

  it("answers an empty queue for a kind that cannot be reviewed yet", async () => {
    expect(await Effect.runPromise(listQueue({ kind: "safePlace", language: "ht" }))).toEqual([]);
  });
});
