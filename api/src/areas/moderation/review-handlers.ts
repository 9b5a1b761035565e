import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { moderationTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/** The moderators' review queue, their decisions, and the audit log of those decisions. */
export const reviewHandlers = (container: Container): HandlerMap => {
  const { listReviewQueue, decideSubmission, listAuditLog } =
    resolveEach(container, moderationTokens, ["listReviewQueue", "decideSubmission", "listAuditLog"]);

  return {
    ...handle(apiRoute("listReviewQueue"), ({ query, language }, reply) =>
      runUseCase(listReviewQueue({ ...(query.kind === undefined ? {} : { kind: query.kind }), language }), reply),
    ),
    // Moderator routes: the access check has already refused anyone signed out or below moderator.
    ...handle(apiRoute("approveSubmission"), ({ params, member }, reply) =>
      runUseCase(
        decideSubmission({ kind: params.kind, id: params.id, verdict: "approved", reviewerId: member.id }),
        reply,
      ),
    ),
    ...handle(apiRoute("rejectSubmission"), ({ params, body, member }, reply) =>
      runUseCase(
        decideSubmission({
          kind: params.kind,
          id: params.id,
          verdict: "rejected",
          reason: body.reason,
          reviewerId: member.id,
        }),
        reply,
      ),
    ),
    ...handle(apiRoute("listAuditLog"), ({ query, language }, reply) => runUseCase(listAuditLog({ ...query, language }), reply)),
  };
};
