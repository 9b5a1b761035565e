import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { ContentReports, ReportedContent } from "../ports/moderation/content-moderation";

/** More reported items than a moderator handles in one sitting. */
export const reportedContentLimit = 200;

/** The reported items no moderator has hidden yet, the longest waiting first. */
export const makeListContentReports =
  ({ reports }: { reports: ContentReports }) =>
  (): Effect.Effect<ReportedContent[], DomainError> =>
    Effect.promise(() => reports.listOpen(reportedContentLimit));

export type ListContentReports = ReturnType<typeof makeListContentReports>;
