import type { TaskContribution } from "@kominote/core/schemas/contributions";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { cardTexts } from "../lib/contribution-card";
import { formatInstant } from "@kominote/core/rules/date-format";
import * as styles from "../../../ui/card-list.css";
import { ReviewStatusBadge } from "./review-status-badge";

/**
 * One of the member's contributions: its task, review status, date, place, and a link to the task.
 * The task's type is an internal slug ("kat-sant-sante") and is never shown: the title names the task.
 */
export function ContributionCard({ contribution }: { readonly contribution: TaskContribution }) {
  const { language, t } = useLanguage();
  const titleId = useId();
  const texts = cardTexts(contribution);
  return (
    <article aria-labelledby={titleId} className={styles.card}>
      <div className={styles.cardTop}>
        <h2 id={titleId} className={texts.title === null ? `${styles.cardTitle} ${styles.fallback}` : styles.cardTitle}>
          {texts.title ?? t("contributions.card.untitled")}
        </h2>
        <ReviewStatusBadge status={contribution.status} rejectionReason={texts.rejectionReason} />
      </div>
      <p className={texts.description === null ? `${styles.description} ${styles.fallback}` : styles.description}>
        {texts.description ?? t("contributions.card.noDescription")}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t("contributions.card.submitted")}</dt>
          <dd className={styles.factValue}>
            <time dateTime={contribution.submittedAt}>{formatInstant(language, contribution.submittedAt)}</time>
          </dd>
        </div>
        {texts.locationName === null ? null : (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t("contributions.card.location")}</dt>
            <dd className={styles.factValue}>{texts.locationName}</dd>
          </div>
        )}
      </dl>
      <Link to="/tasks/$id" params={{ id: contribution.task.id }} aria-describedby={titleId}>
        {t("contributions.card.viewTask")}
      </Link>
    </article>
  );
}
