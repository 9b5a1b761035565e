import type { InviterEntry } from "@kominote/core/schemas/invitations";
import { useLanguage } from "../../../i18n/language-provider";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import * as styles from "./invitations.css";

const medals = ["🥇", "🥈", "🥉"] as const;

/** The top inviters, best first: a medal for the first three, the place number for the others. */
export function TopInvitersList({ inviters }: { readonly inviters: readonly InviterEntry[] }) {
  const { t } = useLanguage();
  if (inviters.length === 0) return <p className={styles.muted}>{t("invitations.top.empty")}</p>;
  return (
    <ol className={styles.inviters}>
      {inviters.map((inviter, index) => {
        const rank = index + 1;
        const medal = medals[index];
        return (
          <li key={inviter.id} className={styles.inviter}>
            <span className={styles.place}>
              <span aria-hidden="true">{medal ?? rank}</span>
              <VisuallyHidden>{t("invitations.top.rank", { rank })}</VisuallyHidden>
            </span>
            <p className={styles.inviterName}>{inviter.fullName}</p>
            <p className={styles.inviterFigures}>
              {t("invitations.top.count", { count: inviter.inviteCount })}
              {/* No rate for someone who sent no invitation: everyone they brought came through their shared link. */}
              {inviter.successRate === null ? null : (
                <>
                  <br />
                  {t("invitations.top.successRate", { rate: inviter.successRate })}
                </>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
