import { immediateUnitOfWork } from "../ports/unit-of-work";
import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { CallRequest, CallRequestReceipt } from "../schemas/contributions";
import { callRequestsPerDay, makeRequestCall } from "./request-call";
import { MemoryCallRequests, RecordingNotifier } from "../testing/review-doubles";

const authorId = 4;
const callerId = 7;
const body: CallRequest = { callerName: "Jean Pierre", callerPhone: "+50937000000", message: "Mwen gen kesyon sou kanal la." };

const setup = (start = "2026-03-02T15:00:00.000Z") => {
  let now = new Date(start);
  const clock: Clock = { now: () => new Date(now.getTime()) };
  const calls = new MemoryCallRequests(
    [
      { id: 1, taskId: 10, authorId, contactable: true, contributedAt: new Date("2026-03-01T10:00:00Z") },
      { id: 2, taskId: 10, authorId: 5, contactable: false, contributedAt: new Date("2026-03-01T11:00:00Z") },
    ],
    [10],
  );
  const notifier = new RecordingNotifier();
  const requestCall = makeRequestCall({ calls, notifier, clock, unitOfWork: immediateUnitOfWork });
  const run = (contributionId: number, requesterId = callerId, request: CallRequest = body) =>
    Effect.runPromise(Effect.result(requestCall({ contributionId, requesterId, body: request })));
  return { calls, notifier, run, setNow: (iso: string) => (now = new Date(iso)) };
};

const failureOf = (result: Result.Result<CallRequestReceipt, DomainError>): DomainError => {
  if (!Result.isFailure(result)) throw new Error("expected a failure");
  return result.failure;
};

describe("requestCall", () => {
  it("records the request and notifies the contributor with the caller's name, number and message", async () => {
    const { calls, notifier, run } = setup();

    const result = await run(1);

    expect(Result.isSuccess(result) && result.success).toEqual({ id: 1, createdAt: "2026-03-02T15:00:00.000Z" });
    expect(calls.requests).toEqual([
      {
        id: 1,
        contributionId: 1,
        requesterId: callerId,
        callerName: "Jean Pierre",
        callerPhone: "+50937000000",
        message: "Mwen gen kesyon sou kanal la.",
        at: new Date("2026-03-02T15:00:00.000Z"),
      },
    ]);
    expect(notifier.sent).toEqual([
      {
        userId: authorId,
        type: "call_request",
        title: { key: "calls.notification.title" },
        message: {
          key: "calls.notification.messageWithNote",
          params: { name: "Jean Pierre", phone: "+509 37 00 0000", note: "Mwen gen kesyon sou kanal la." },
        },
        reference: { kind: "callRequest", id: 1 },
      },
    ]);
  });

  it("uses the text without a note when the message is absent or empty", async () => {
    const { notifier, calls, run } = setup();

    await run(1, callerId, { callerName: "Jean Pierre", callerPhone: "+50937000000", message: "" });
    await run(1, callerId, { callerName: "Jean Pierre", callerPhone: "+50937000000" });

    expect(calls.requests.map((request) => request.message)).toEqual([null, null]);
    expect(notifier.sent.map((sent) => sent.message)).toEqual([
      { key: "calls.notification.message", params: { name: "Jean Pierre", phone: "+509 37 00 0000" } },
      { key: "calls.notification.message", params: { name: "Jean Pierre", phone: "+509 37 00 0000" } },
    ]);
  });

  it("refuses a contribution that is unknown or does not allow direct contact", async () => {
    const { calls, notifier, run } = setup();

    for (const contributionId of [2, 99]) {
      const error = failureOf(await run(contributionId));
      expect(error.code).toBe("CONTRIBUTION.NOT_FOUND");
      expect(error.messageKey).toBe("calls.error.notContactable");
    }
    expect(calls.requests).toEqual([]);
    expect(notifier.sent).toEqual([]);
  });

  it("refuses a request to oneself", async () => {
    const { calls, run } = setup();

    const error = failureOf(await run(1, authorId));

    expect(error.code).toBe("CALL_REQUEST.OWN_CONTRIBUTION");
    expect(calls.requests).toEqual([]);
  });

  it("allows the daily number of requests per Haiti calendar day, then refuses until the next day", async () => {
    // 23:30 in Port-au-Prince (UTC-5 in March before the clocks change) is 04:30 UTC the next day.
    const { calls, notifier, run, setNow } = setup("2026-03-03T04:00:00.000Z");
    for (let sent = 0; sent < callRequestsPerDay; sent += 1) {
      expect(Result.isSuccess(await run(1))).toBe(true);
    }

    setNow("2026-03-03T04:59:00.000Z");
    const error = failureOf(await run(1));
    expect(error.code).toBe("CALL_REQUEST.DAILY_LIMIT");
    expect(error.messageKey).toBe("calls.error.dailyLimit");
    expect(error.params).toEqual({ limit: callRequestsPerDay });
    expect(calls.requests).toHaveLength(callRequestsPerDay);
    expect(notifier.sent).toHaveLength(callRequestsPerDay);

    setNow("2026-03-03T05:00:00.000Z");
    expect(Result.isSuccess(await run(1))).toBe(true);
  });

  it("counts each member's requests apart", async () => {
    const { run } = setup();
    for (let sent = 0; sent < callRequestsPerDay; sent += 1) await run(1, callerId);

    expect(Result.isSuccess(await run(1, 8))).toBe(true);
  });
});
