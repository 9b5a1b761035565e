import type { MessageKey } from "@kominote/core/i18n/messages";
import type { TaskContribution } from "@kominote/core/schemas/contributions";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { ContributionCard } from "./contribution-card";
import * as styles from "../../../ui/card-list.css";

/** The member's contributions: how many in all, then each card, or the invitation to make a first one. */
export function MyContributionsList({ contributions }: { readonly contributions: readonly TaskContribution[] }) {
  const { language, t } = useLanguage();
  if (contributions.length === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t("contributions.mine.empty")}</h2>
        <p>{t("contributions.mine.emptyText")}</p>
        <Link to="/" look="button">
          {t("contributions.mine.emptyLink")}
        </Link>
      </div>
    );
  }
  const summaryKey: MessageKey = `contributions.mine.summary.${pluralForm(language, contributions.length)}`;
  return (
    <>
      <p className={styles.summary}>{t(summaryKey, { count: formatCount(language, contributions.length) })}</p>
      <ul className={styles.list}>
        {contributions.map((contribution) => (
          <li key={contribution.id}>
            <ContributionCard contribution={contribution} />
          </li>
        ))}
      </ul>
    </>
  );
}
