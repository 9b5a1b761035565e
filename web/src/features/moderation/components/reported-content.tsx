import type { ReportedContent as Reported } from "@kominote/core/schemas/moderation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { showToast } from "../../../ui/toast-queue";
import { auditLogQueryKey } from "../api/list-audit-log";
import { contentReportsQueryKey, useContentReports } from "../api/list-content-reports";
import { dismissReports } from "../api/dismiss-reports";
import { hideContent } from "../api/hide-content";
import { excerpt as reportExcerpt } from "@kominote/core/rules/excerpt";
import { useFocusWhenGone } from "../lib/use-focus-when-gone";
import { DismissReportsDialog } from "./dismiss-reports-dialog";
import { ReasonDialog } from "./reason-dialog";
import { reportedContentKey } from "./reported-content-card";
import { ReportedContentView } from "./reported-content-view";

/**
 * The open reports with the two decisions: hide the item with a reason, or dismiss its reports.
 * Either refetches the reports and the audit log.
 */
export function ReportedContent() {
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  const [hiding, setHiding] = useState<Reported | null>(null);
  const [dismissing, setDismissing] = useState<Reported | null>(null);
  const [now] = useState(() => new Date());
  const reports = useContentReports();
  const focus = useFocusWhenGone(reports.data, reportedContentKey);

  const refresh = async (item: Reported): Promise<void> => {
    focus.awaitGone(reportedContentKey(item));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contentReportsQueryKey }),
      queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
    ]);
  };

  const hide = async (reason: string): Promise<void> => {
    if (hiding === null) return;
    const item = hiding;
    await hideContent(item.kind, item.id, reason);
    setHiding(null);
    showToast({ title: t("review.reports.hidden", { title: reportExcerpt(item.text) }), tone: "success" });
    await refresh(item);
  };

  const dismiss = async (): Promise<void> => {
    if (dismissing === null) return;
    const item = dismissing;
    await dismissReports(item.kind, item.id);
    setDismissing(null);
    showToast({ title: t("review.reports.dismissed", { title: reportExcerpt(item.text) }), tone: "success" });
    await refresh(item);
  };

  return (
    <>
      <div ref={focus.target} tabIndex={-1} role="region" aria-label={t("review.tabs.reports")}>
        <ReportedContentView
          items={reports.data}
          isError={reports.isError}
          onRetry={() => void reports.refetch()}
          now={now}
          onHide={setHiding}
          onDismiss={setDismissing}
        />
      </div>
      <ReasonDialog
        title={hiding === null ? null : t("review.reports.hideTitle", { title: reportExcerpt(hiding.text) })}
        hint="review.reports.hideHint"
        submitLabel="review.reports.hide"
        onCancel={() => setHiding(null)}
        onSubmit={hide}
      />
      <DismissReportsDialog
        title={dismissing === null ? null : t("review.reports.dismissTitle", { title: reportExcerpt(dismissing.text) })}
        onCancel={() => setDismissing(null)}
        onConfirm={dismiss}
      />
    </>
  );
}
