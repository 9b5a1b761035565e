import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { contentNotFound, noOpenReports } from "../errors/moderation";
import type { Clock } from "../ports/clock";
import type { ContentReports } from "../ports/moderation/content-moderation";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { DismissedReports, DismissReportsRequest } from "../schemas/moderation";

/**
 * A moderator finds an item's reports unfounded: they are closed and audited, the item stays in
 * sight. Its author is not told, since nothing happened to what they wrote. Closing and auditing
 * are one unit of work: no report is closed without its audit entry.
 */
export const makeDismissReports =
  ({ reports, clock, unitOfWork }: { reports: ContentReports; clock: Clock; unitOfWork: UnitOfWork }) =>
  ({ moderatorId, request }: { moderatorId: number; request: DismissReportsRequest }): Effect.Effect<DismissedReports, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      const { kind, id } = request;
      const closed = yield* Effect.promise(() => reports.dismiss({ kind, itemId: id, moderatorId, at: clock.now() }));
      if (closed.outcome === "notFound") return yield* Effect.fail(contentNotFound());
      if (closed.outcome === "noOpenReports") {
        return yield* Effect.fail(noOpenReports());
      }
      return { kind, id, dismissedCount: closed.count };
    }));

export type DismissReports = ReturnType<typeof makeDismissReports>;
