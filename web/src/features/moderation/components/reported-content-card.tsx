import type { MessageKey } from "@kominote/core/i18n/messages";
import { relativeTime } from "@kominote/core/rules/relative-time";
import type { ReportedContent } from "@kominote/core/schemas/moderation";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import * as styles from "./moderation.css";

export interface ReportedContentCardProps {
  readonly item: ReportedContent;
  readonly now: Date;
  readonly onHide: (item: ReportedContent) => void;
  readonly onDismiss: (item: ReportedContent) => void;
}

export const reportedContentKey = (item: Pick<ReportedContent, "kind" | "id">): string => `${item.kind}:${item.id}`;

/** One reported item: what it is, who wrote it, how many reported it since when, and why. */
export function ReportedContentCard({ item, now, onHide, onDismiss }: ReportedContentCardProps) {
  const { t, language } = useLanguage();
  const since = relativeTime(new Date(item.firstReportedAt), now);
  const count: MessageKey = `review.reports.count.${pluralForm(language, item.reportCount)}`;
  const textId = `report-${item.kind}-${item.id}`;
  return (
    <li className={styles.item}>
      <div className={styles.itemBody}>
        <span className={styles.kind}>{t(`review.reports.kind.${item.kind}`)}</span>
        <h3 id={textId} className={styles.itemTitle}>
          {item.text}
        </h3>
        <p className={styles.meta}>{t("review.reports.author", { name: item.author.fullName })}</p>
        <p className={styles.meta}>
          {t(count, { count: formatCount(language, item.reportCount) })}
          {" · "}
          {t("review.reports.since")} <time dateTime={item.firstReportedAt}>{t(since.key, since.params)}</time>
        </p>
        <p id={`${textId}-reasons`} className={styles.label}>
          {t("review.reports.reasons")}
        </p>
        <ul className={styles.description} aria-labelledby={`${textId}-reasons`}>
          {item.reasons.map((reason, index) => (
            // Two reporters can give the same reason: the position tells them apart.
            <li key={index}>{reason}</li>
          ))}
        </ul>
      </div>
      <div className={styles.itemActions}>
        <Button variant="danger" onPress={() => onHide(item)} aria-describedby={textId}>
          {t("review.reports.hide")}
        </Button>
        <Button variant="secondary" onPress={() => onDismiss(item)} aria-describedby={textId}>
          {t("review.reports.dismiss")}
        </Button>
      </div>
    </li>
  );
}
