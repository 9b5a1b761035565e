import { Effect } from "effect";
import { callOwnContribution, contributionNotContactable } from "../errors/contributions";
import { domainError, type DomainError } from "../errors/domain-error";
import type { CallRequestStore } from "../ports/call-requests";
import type { Clock } from "../ports/clock";
import type { Notifier } from "../ports/notifier";
import type { UnitOfWork } from "../ports/unit-of-work";
import { formatPhone } from "../rules/phone";
import { startOfDayIn } from "../rules/zoned-periods";
import type { CallRequest, CallRequestReceipt } from "../schemas/contributions";

/**
 * Call requests one member may send per Haiti calendar day. Each one lands on a contributor's
 * phone, so the limit keeps one account from harassing contributors (decision 0006).
 */
export const callRequestsPerDay = 10;

/**
 * A member asks the author of a contribution to call back. The author must have allowed direct
 * contact; they are notified with the caller's name, number and message and decide whether to
 * call. The author's own number is never given to the caller.
 */
export const makeRequestCall =
  ({ calls, notifier, clock, unitOfWork }: { calls: CallRequestStore; notifier: Notifier; clock: Clock; unitOfWork: UnitOfWork }) =>
  ({
    contributionId,
    requesterId,
    body,
  }: {
    contributionId: number;
    requesterId: number;
    body: CallRequest;
  }): Effect.Effect<CallRequestReceipt, DomainError> =>
    // The request and the contributor's notification are one write: a request nobody was told of
    // would still count against the caller's daily limit.
    unitOfWork.run(Effect.gen(function* () {
      const callee = yield* Effect.promise(() => calls.findCallee(contributionId));
      if (callee === null) {
        return yield* Effect.fail(contributionNotContactable());
      }
      if (callee.authorId === requesterId) {
        return yield* Effect.fail(callOwnContribution());
      }
      const at = clock.now();
      const message = body.message === undefined || body.message === null || body.message === "" ? null : body.message;
      const recorded = yield* Effect.promise(() =>
        calls.recordWithinLimit(
          { contributionId, requesterId, callerName: body.callerName, callerPhone: body.callerPhone, message, at },
          { dailyLimit: callRequestsPerDay, dayStart: startOfDayIn(at) },
        ),
      );
      if (recorded === "limitReached") {
        return yield* Effect.fail(
          domainError("CALL_REQUEST.DAILY_LIMIT", "calls.error.dailyLimit", { params: { limit: callRequestsPerDay } }),
        );
      }
      // Telling the contributor is the point of the request: a failure here is a server fault.
      yield* Effect.promise(() =>
        notifier.notify({
          userId: callee.authorId,
          type: "call_request",
          title: { key: "calls.notification.title" },
          message:
            message === null
              ? { key: "calls.notification.message", params: { name: body.callerName, phone: formatPhone(body.callerPhone) } }
              : { key: "calls.notification.messageWithNote", params: { name: body.callerName, phone: formatPhone(body.callerPhone), note: message } },
          reference: { kind: "callRequest", id: recorded.id },
        }),
      );
      return { id: recorded.id, createdAt: recorded.createdAt.toISOString() };
    }));
