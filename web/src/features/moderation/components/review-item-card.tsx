import { relativeTime } from "@kominote/core/rules/relative-time";
import type { ReviewItem } from "@kominote/core/schemas/moderation";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "./moderation.css";

export interface ReviewItemCardProps {
  readonly item: ReviewItem;
  readonly now: Date;
  readonly onApprove: (item: ReviewItem) => void;
  readonly onReject: (item: ReviewItem) => void;
  /** A decision on this item is on its way: its buttons wait. */
  readonly isDeciding?: boolean;
}

/** One pending submission with what a moderator needs to judge it, and the two decisions. */
export function ReviewItemCard({ item, now, onApprove, onReject, isDeciding = false }: ReviewItemCardProps) {
  const { t } = useLanguage();
  const ago = relativeTime(new Date(item.submittedAt), now);
  const titleId = `review-${item.kind}-${item.id}`;
  return (
    <li className={styles.item}>
      <div className={styles.itemBody}>
        <span className={styles.kind}>{t(`review.kind.${item.kind}`)}</span>
        <h3 id={titleId} className={styles.itemTitle}>
          {item.title}
        </h3>
        <p className={styles.meta}>
          {item.submittedBy === null ? t("review.queue.unknownAuthor") : t("review.queue.submittedBy", { name: item.submittedBy.fullName })}
          {" · "}
          <time dateTime={item.submittedAt}>{t(ago.key, ago.params)}</time>
        </p>
        {item.serviceName === null ? null : <p className={styles.meta}>{t("review.queue.service", { name: item.serviceName })}</p>}
        <p className={styles.description}>{item.description ?? t("review.queue.noDescription")}</p>
        {item.latitude === null || item.longitude === null ? null : (
          <p className={styles.meta}>{t("review.queue.coordinates", { latitude: item.latitude, longitude: item.longitude })}</p>
        )}
        {item.photoUrl === null ? null : (
          <img className={styles.photo} src={item.photoUrl} alt={t("review.queue.photo", { title: item.title })} loading="lazy" />
        )}
      </div>
      <div className={styles.itemActions}>
        <Button variant="primary" isPending={isDeciding} onPress={() => onApprove(item)} aria-describedby={titleId}>
          {t("review.queue.approve")}
        </Button>
        <Button variant="danger" isDisabled={isDeciding} onPress={() => onReject(item)} aria-describedby={titleId}>
          {t("review.queue.reject")}
        </Button>
      </div>
    </li>
  );
}
