import type { ReviewStatus } from "@kominote/core/schemas/contributions";
import { useLanguage } from "../../../i18n/language-provider";
import { statusView } from "../lib/contribution-card";
import * as styles from "../../../ui/card-list.css";

/** Where a contribution stands in review: the coloured label, what it means, and the reason of a refusal. */
export function ReviewStatusBadge({ status, rejectionReason }: { readonly status: ReviewStatus; readonly rejectionReason: string | null }) {
  const { t } = useLanguage();
  const view = statusView(status);
  return (
    <div>
      <span className={styles.badge[view.tone]}>{t(view.label)}</span>
      <p className={styles.review[view.tone]}>{t(view.text)}</p>
      {rejectionReason === null ? null : (
        <p className={styles.review.rejected}>{t("contributions.status.rejected.reason", { reason: rejectionReason })}</p>
      )}
    </div>
  );
}
