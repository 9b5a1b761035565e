import type { InvitationStats } from "@kominote/core/schemas/invitations";
import { useLanguage } from "../../../i18n/language-provider";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import * as styles from "./invitations.css";

/**
 * The member's three figures: invitations sent (e-mail and phone only), accepted, and their rank
 * among inviters (#N, or - before any). Shares and copies of the link are said apart, below: they
 * reach nobody by themselves, so they are no invitations sent (decision 0010).
 */
export function InvitationStatCards({ stats }: { readonly stats: InvitationStats }) {
  const { language, t } = useLanguage();
  return (
    // The name sits on a section: a description list has no role of its own to carry one.
    <section aria-label={t("invitations.stats.label")}>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t("invitations.stats.sent")}</dt>
          <dd className={styles.statValue}>{stats.totalSent}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t("invitations.stats.accepted")}</dt>
          <dd className={styles.statValue}>{stats.totalAccepted}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t("invitations.stats.rank")}</dt>
          <dd className={styles.statValue}>
            {stats.rank === null ? (
              <>
                <span aria-hidden="true">{t("invitations.stats.noRank")}</span>
                <VisuallyHidden>{t("invitations.stats.noRankLabel")}</VisuallyHidden>
              </>
            ) : (
              t("invitations.stats.rankValue", { rank: stats.rank })
            )}
          </dd>
        </div>
      </dl>
      {stats.totalShared > 0 ? (
        <p className={styles.muted}>
          {t(`invitations.stats.shared.${pluralForm(language, stats.totalShared)}`, { count: formatCount(language, stats.totalShared) })}
        </p>
      ) : null}
    </section>
  );
}
