import type { ReportedContent as Reported } from "@kominote/core/schemas/moderation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { showToast } from "../../../ui/toast-queue";
import { auditLogQueryKey } from "../api/list-audit-log";
import { contentReportsQueryKey, useContentReports } from "../api/list-content-reports";
import { hideContent } from "../api/hide-content";
import { reportExcerpt } from "../lib/report-excerpt";
import { ReasonDialog } from "./reason-dialog";
import { ReportedContentView } from "./reported-content-view";

/** The open reports with the hide decision; hiding refetches the reports and the audit log. */
export function ReportedContent() {
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  const [hiding, setHiding] = useState<Reported | null>(null);
  const [now] = useState(() => new Date());
  const reports = useContentReports();

  const hide = async (reason: string): Promise<void> => {
    if (hiding === null) return;
    const item = hiding;
    await hideContent(item.kind, item.id, reason);
    setHiding(null);
    showToast({ title: t("review.reports.hidden", { title: reportExcerpt(item.text) }), tone: "success" });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contentReportsQueryKey }),
      queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
    ]);
  };

  return (
    <>
      <ReportedContentView items={reports.data} isError={reports.isError} onRetry={() => void reports.refetch()} now={now} onHide={setHiding} />
      <ReasonDialog
        title={hiding === null ? null : t("review.reports.hideTitle", { title: reportExcerpt(hiding.text) })}
        hint="review.reports.hideHint"
        submitLabel="review.reports.hide"
        onCancel={() => setHiding(null)}
        onSubmit={hide}
      />
    </>
  );
}
