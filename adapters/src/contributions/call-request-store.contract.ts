import type { CallRequestStore, NewCallRequest } from "@kominote/core/ports/call-requests";
import { beforeEach, expect, it } from "vitest";

/** A contribution as the call requests see it: contactable means every condition of the port holds. */
export interface CallableContribution {
  readonly taskId: number;
  readonly authorId: number;
  readonly contactable: boolean;
  readonly at: Date;
}

/** The call-request store under test over empty storage, and ways to fill it. */
export interface CallRequestHarness {
  readonly calls: CallRequestStore;
  readonly given: {
    /** A new member, who may contribute and ask for calls. */
    member(): Promise<number>;
    fullNameOf(memberId: number): Promise<string>;
    task(): Promise<number>;
    contribution(contribution: CallableContribution): Promise<number>;
  };
}

const at = (iso: string) => new Date(iso);

/**
 * How every CallRequestStore lists whom to call and counts each caller's requests, registered inside
 * the caller's describe block. `fresh` must hand back the store over empty storage.
 */
export const callRequestStoreContract = (fresh: () => Promise<CallRequestHarness>): void => {
  let harness: CallRequestHarness;
  let caller: number;
  let taskId: number;

  beforeEach(async () => {
    harness = await fresh();
    caller = await harness.given.member();
    taskId = await harness.given.task();
  });

  const contribute = async (authorId: number, iso: string, contactable = true) =>
    harness.given.contribution({ taskId, authorId, contactable, at: at(iso) });
  const request = (requesterId: number, contributionId: number, iso: string): NewCallRequest => ({
    contributionId,
    requesterId,
    callerName: "Jean Pierre",
    callerPhone: "+50937000000",
    message: null,
    at: at(iso),
  });

  it("lists each contactable contributor of the task once, by their newest contribution, newest first, without the caller", async () => {
    const [first, second, closed] = [await harness.given.member(), await harness.given.member(), await harness.given.member()];
    const otherTask = await harness.given.task();
    await contribute(first, "2026-03-01T10:00:00Z");
    const firstNewest = await contribute(first, "2026-03-03T10:00:00Z");
    const secondOnly = await contribute(second, "2026-03-02T10:00:00Z");
    await contribute(closed, "2026-03-04T10:00:00Z", false);
    await contribute(caller, "2026-03-05T10:00:00Z");
    await harness.given.contribution({ taskId: otherTask, authorId: second, contactable: true, at: at("2026-03-06T10:00:00Z") });

    expect(await harness.calls.listContactable(taskId, caller)).toEqual([
      { contributionId: firstNewest, fullName: await harness.given.fullNameOf(first), profilePhoto: null, contributedAt: "2026-03-03T10:00:00.000Z" },
      { contributionId: secondOnly, fullName: await harness.given.fullNameOf(second), profilePhoto: null, contributedAt: "2026-03-02T10:00:00.000Z" },
    ]);
  });

  it("answers null for an unknown task and an empty list for a task with nobody to call", async () => {
    expect(await harness.calls.listContactable(999_999, caller)).toBeNull();
    expect(await harness.calls.listContactable(taskId, caller)).toEqual([]);
  });

  it("finds the author of a contactable contribution only", async () => {
    const author = await harness.given.member();
    const open = await contribute(author, "2026-03-01T10:00:00Z");
    const closed = await contribute(author, "2026-03-02T10:00:00Z", false);

    expect(await harness.calls.findCallee(open)).toEqual({ contributionId: open, authorId: author });
    expect(await harness.calls.findCallee(closed)).toBeNull();
    expect(await harness.calls.findCallee(999_999)).toBeNull();
  });

  it("records requests until the caller's daily limit since the day's start, counting each caller apart", async () => {
    const other = await harness.given.member();
    const contributionId = await contribute(await harness.given.member(), "2026-03-01T10:00:00Z");
    const limit = { dailyLimit: 2, dayStart: at("2026-03-03T05:00:00Z") };
    const send = (requester: number, iso: string) => harness.calls.recordWithinLimit(request(requester, contributionId, iso), limit);

    expect(await send(caller, "2026-03-03T04:59:00Z")).not.toBe("limitReached");
    expect(await send(caller, "2026-03-03T06:00:00Z")).toEqual({ id: expect.any(Number), createdAt: at("2026-03-03T06:00:00Z") });
    expect(await send(caller, "2026-03-03T07:00:00Z")).not.toBe("limitReached");
    expect(await send(caller, "2026-03-03T08:00:00Z")).toBe("limitReached");
    expect(await send(other, "2026-03-03T08:00:00Z")).not.toBe("limitReached");
  });

  it("does not let parallel requests pass the limit together", async () => {
    const contributionId = await contribute(await harness.given.member(), "2026-03-01T10:00:00Z");
    const limit = { dailyLimit: 3, dayStart: at("2026-03-03T05:00:00Z") };

    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => harness.calls.recordWithinLimit(request(caller, contributionId, "2026-03-03T06:00:00Z"), limit)),
    );

    expect(outcomes.filter((outcome) => outcome !== "limitReached")).toHaveLength(3);
    expect(await harness.calls.recordWithinLimit(request(caller, contributionId, "2026-03-03T07:00:00Z"), limit)).toBe("limitReached");
  });
};
