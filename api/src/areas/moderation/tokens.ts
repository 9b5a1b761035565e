import type { HideableSources } from "@kominote/core/ports/moderation/content-moderation";
import type { makeDismissReports } from "@kominote/core/use-cases/dismiss-reports";
import type { makeHideContent } from "@kominote/core/use-cases/hide-content";
import type { makeListContentReports } from "@kominote/core/use-cases/list-content-reports";
import type { makeReportContent } from "@kominote/core/use-cases/report-content";
import type { AuditLog } from "@kominote/core/ports/moderation/audit-log";
import type { Reviewables } from "@kominote/core/ports/moderation/review-source";
import type { makeDecideSubmission } from "@kominote/core/use-cases/decide-submission";
import type { makeListAuditLog } from "@kominote/core/use-cases/list-audit-log";
import type { makeListReviewQueue } from "@kominote/core/use-cases/list-review-queue";
import { token } from "../../tokens";

/** The review queue, reports, hiding, dismissal and the audit log. */
export const moderationTokens = {
  reviewables: token<Reviewables>("Reviewables"),
  auditLog: token<AuditLog>("AuditLog"),
  listReviewQueue: token<ReturnType<typeof makeListReviewQueue>>("ListReviewQueue"),
  decideSubmission: token<ReturnType<typeof makeDecideSubmission>>("DecideSubmission"),
  listAuditLog: token<ReturnType<typeof makeListAuditLog>>("ListAuditLog"),
  hideables: token<HideableSources>("Hideables"),
  reportContent: token<ReturnType<typeof makeReportContent>>("ReportContent"),
  listContentReports: token<ReturnType<typeof makeListContentReports>>("ListContentReports"),
  hideContent: token<ReturnType<typeof makeHideContent>>("HideContent"),
  dismissReports: token<ReturnType<typeof makeDismissReports>>("DismissReports"),
} as const;
