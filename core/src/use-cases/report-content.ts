import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { contentNotFound, reportLimitReached } from "../errors/moderation";
import type { MessageKey } from "../i18n/messages";
import type { Clock } from "../ports/clock";
import type { ContentReports } from "../ports/moderation/content-moderation";
import type { ReportContentRequest } from "../schemas/moderation";

/** Reports one member may send in an hour: enough for a bad thread, too few to flood the moderators. */
export const reportsPerHour = 20;

const hourMs = 60 * 60 * 1000;

/**
 * A member reports an idea, forum or post to the moderators. Reporting the same item twice is
 * answered like the first time and stored once; nobody learns who else reported it.
 */
export const makeReportContent =
  ({ reports, clock }: { reports: ContentReports; clock: Clock }) =>
  ({ reporterId, request }: { reporterId: number; request: ReportContentRequest }): Effect.Effect<{ messageKey: MessageKey }, DomainError> =>
    Effect.gen(function* () {
      const at = clock.now();
      const outcome = yield* Effect.promise(() =>
        reports.report(
          { kind: request.kind, itemId: request.id, reporterId, reason: request.reason, at },
          { max: reportsPerHour, since: new Date(at.getTime() - hourMs) },
        ),
      );
      if (outcome === "notFound") return yield* Effect.fail(contentNotFound());
      if (outcome === "limitReached") return yield* Effect.fail(reportLimitReached());
      return { messageKey: "community.report.received" as const };
    });

export type ReportContent = ReturnType<typeof makeReportContent>;
