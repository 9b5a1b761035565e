import type { HideableSources } from "@kominote/core/ports/moderation/content-moderation";
import { makeDismissReports } from "@kominote/core/use-cases/dismiss-reports";
import { makeHideContent } from "@kominote/core/use-cases/hide-content";
import { makeListContentReports } from "@kominote/core/use-cases/list-content-reports";
import { makeReportContent } from "@kominote/core/use-cases/report-content";
import type { AuditLog } from "@kominote/core/ports/moderation/audit-log";
import type { Reviewables } from "@kominote/core/ports/moderation/review-source";
import { makeDecideSubmission } from "@kominote/core/use-cases/decide-submission";
import { makeListAuditLog } from "@kominote/core/use-cases/list-audit-log";
import { makeListReviewQueue } from "@kominote/core/use-cases/list-review-queue";
import { token, useCaseTokens } from "../../tokens";

/** The review queue, reports, hiding, dismissal and the audit log. */
export const moderationTokens = {
  reviewables: token<Reviewables>("Reviewables"),
  auditLog: token<AuditLog>("AuditLog"),
  hideables: token<HideableSources>("Hideables"),
  ...useCaseTokens({
    makeListReviewQueue, makeDecideSubmission, makeListAuditLog, makeReportContent, makeListContentReports, makeHideContent, makeDismissReports,
  }),
} as const;
