import { reviewKinds, type ReviewItem, type ReviewKind } from "@kominote/core/schemas/moderation";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { ReviewItemCard } from "./review-item-card";
import * as styles from "./moderation.css";

export interface ReviewQueueViewProps {
  /** undefined while the first answer is awaited. */
  readonly items: readonly ReviewItem[] | undefined;
  readonly isError?: boolean;
  readonly onRetry: () => void;
  readonly kind: ReviewKind | undefined;
  readonly onKindChange: (kind: ReviewKind | undefined) => void;
  readonly now: Date;
  readonly onApprove: (item: ReviewItem) => void;
  readonly onReject: (item: ReviewItem) => void;
  /** "kind:id" of the item a decision is being sent for. */
  readonly decidingKey?: string | null;
}

export const reviewItemKey = (item: Pick<ReviewItem, "kind" | "id">): string => `${item.kind}:${item.id}`;

/** The review queue: a filter by kind, then each pending submission, oldest first. */
export function ReviewQueueView({
  items,
  isError = false,
  onRetry,
  kind,
  onKindChange,
  now,
  onApprove,
  onReject,
  decidingKey = null,
}: ReviewQueueViewProps) {
  const { t } = useLanguage();
  const filterId = useId();
  return (
    <div className={styles.form}>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={filterId} className={styles.label}>
            {t("review.queue.filter")}
          </label>
          <select
            id={filterId}
            className={styles.input}
            value={kind ?? ""}
            onChange={(event) => onKindChange(event.target.value === "" ? undefined : (event.target.value as ReviewKind))}
          >
            <option value="">{t("review.queue.filterAll")}</option>
            {reviewKinds.map((each) => (
              <option key={each} value={each}>
                {t(`review.kind.${each}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {items === undefined ? (
        isError ? (
          <div role="alert">
            <p className={styles.status}>{t("review.queue.error")}</p>
            <Button variant="secondary" onPress={onRetry}>
              {t("review.queue.retry")}
            </Button>
          </div>
        ) : (
          <p className={styles.status} role="status">
            {t("review.queue.loading")}
          </p>
        )
      ) : items.length === 0 ? (
        <p className={styles.status}>{t("review.queue.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <ReviewItemCard
              key={reviewItemKey(item)}
              item={item}
              now={now}
              onApprove={onApprove}
              onReject={onReject}
              isDeciding={decidingKey === reviewItemKey(item)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
