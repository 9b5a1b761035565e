import type { ReviewItem, ReviewKind } from "@kominote/core/schemas/moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { showToast } from "../../../ui/toast-queue";
import { approveSubmission } from "../api/approve-submission";
import { auditLogQueryKey } from "../api/list-audit-log";
import { reviewQueueRootKey, useReviewQueue } from "../api/list-review-queue";
import { rejectSubmission } from "../api/reject-submission";
import { RejectDialog } from "./reject-dialog";
import { reviewItemKey, ReviewQueueView } from "./review-queue-view";

/** The review queue with its decisions; each decision refetches the queue and the audit log. */
export function ReviewQueue() {
  const { t, language } = useLanguage();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ReviewKind | undefined>(undefined);
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const [now] = useState(() => new Date());
  const queue = useReviewQueue(language, kind);

  const refetch = async (): Promise<void> => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewQueueRootKey }),
      queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
    ]);
  };

  const approve = useMutation({
    mutationFn: (item: ReviewItem) => approveSubmission(item.kind, item.id),
    onSuccess: (_decision, item) => showToast({ title: t("review.queue.approved", { title: item.title }), tone: "success" }),
    onError: () => showToast({ title: t("review.queue.failed"), tone: "danger" }),
    onSettled: refetch,
  });

  const reject = async (reason: string): Promise<void> => {
    if (rejecting === null) return;
    const item = rejecting;
    await rejectSubmission(item.kind, item.id, reason);
    setRejecting(null);
    showToast({ title: t("review.queue.rejected", { title: item.title }), tone: "success" });
    await refetch();
  };

  return (
    <>
      <ReviewQueueView
        items={queue.data}
        isError={queue.isError}
        onRetry={() => void queue.refetch()}
        kind={kind}
        onKindChange={setKind}
        now={now}
        onApprove={(item) => approve.mutate(item)}
        onReject={setRejecting}
        decidingKey={approve.isPending && approve.variables !== undefined ? reviewItemKey(approve.variables) : null}
      />
      <RejectDialog item={rejecting} onCancel={() => setRejecting(null)} onReject={reject} />
    </>
  );
}
