import type { ReportedContent } from "@kominote/core/schemas/moderation";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { ReportedContentCard, reportedContentKey } from "./reported-content-card";
import * as styles from "./moderation.css";

export interface ReportedContentViewProps {
  /** undefined while the first answer is awaited. */
  readonly items: readonly ReportedContent[] | undefined;
  readonly isError?: boolean;
  readonly onRetry: () => void;
  readonly now: Date;
  readonly onHide: (item: ReportedContent) => void;
  readonly onDismiss: (item: ReportedContent) => void;
}

/** The open reports, the longest waiting first, each with its hide and dismiss actions. */
export function ReportedContentView({ items, isError = false, onRetry, now, onHide, onDismiss }: ReportedContentViewProps) {
  const { t } = useLanguage();
  return (
    <div className={styles.form}>
      <p className={styles.meta}>{t("review.reports.intro")}</p>
      {items === undefined ? (
        isError ? (
          <div role="alert">
            <p className={styles.status}>{t("review.reports.error")}</p>
            <Button variant="secondary" onPress={onRetry}>
              {t("review.queue.retry")}
            </Button>
          </div>
        ) : (
          <p className={styles.status} role="status">
            {t("review.reports.loading")}
          </p>
        )
      ) : items.length === 0 ? (
        <p className={styles.status}>{t("review.reports.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <ReportedContentCard key={reportedContentKey(item)} item={item} now={now} onHide={onHide} onDismiss={onDismiss} />
          ))}
        </ul>
      )}
    </div>
  );
}
