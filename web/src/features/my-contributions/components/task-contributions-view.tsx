import type { PublicContribution } from "@kominote/core/schemas/contributions";
import { useLanguage } from "../../../i18n/language-provider";
import { formatInstant } from "@kominote/core/rules/date-format";
import * as styles from "../../../ui/card-list.css";
import { ReviewStatusBadge } from "./review-status-badge";

/** What members contributed to one task: the notes, when, and where each stands in review. */
export function TaskContributionsList({ contributions }: { readonly contributions: readonly PublicContribution[] }) {
  const { language, t } = useLanguage();
  if (contributions.length === 0) return <p className={styles.empty}>{t("contributions.task.empty")}</p>;
  return (
    <ul className={styles.list}>
      {contributions.map((contribution) => (
        <li key={contribution.id} className={styles.card}>
          <div className={styles.cardTop}>
            <time dateTime={contribution.contributedAt} className={styles.factLabel}>
              {formatInstant(language, contribution.contributedAt)}
            </time>
            <ReviewStatusBadge status={contribution.status} rejectionReason={null} />
          </div>
          <p className={styles.description}>{contribution.notes}</p>
        </li>
      ))}
    </ul>
  );
}
