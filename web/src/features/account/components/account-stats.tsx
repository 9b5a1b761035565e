import type { User } from "@kominote/core/schemas/users";
import { QueryClientContext } from "@tanstack/react-query";
import { useContext } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useUserStats } from "../../points";
import { daysSinceJoining, servicesJoined } from "../lib/account-stats";
import * as styles from "./account.css";

export interface AccountStatsProps {
  readonly user: User;
  readonly now: Date;
  /** The member's number of contributions, when the data carries it; the figure is left out otherwise. */
  readonly contributionCount?: number;
}

/**
 * The member's figures. The contributions figure is the server's count (GET /api/user/stats, the
 * same entry the points bar reads and the live updates refresh), or the given count until it is
 * known. Parts rendered without a query cache (some stories and tests) show the given count.
 */
export function AccountStats(props: AccountStatsProps) {
  const hasQueryCache = useContext(QueryClientContext) !== undefined;
  return hasQueryCache ? <AccountStatsFromServer {...props} /> : <AccountStatsView {...props} />;
}

function AccountStatsFromServer({ contributionCount, ...props }: AccountStatsProps) {
  const { data } = useUserStats();
  const count = data?.totalContributions ?? contributionCount;
  return <AccountStatsView {...props} {...(count === undefined ? {} : { contributionCount: count })} />;
}

/** The figures as given: contributions (when known), services joined, days since joining. */
export function AccountStatsView({ user, now, contributionCount }: AccountStatsProps) {
  const { t } = useLanguage();
  const figures = [
    ...(contributionCount === undefined ? [] : [{ label: t("account.stats.contributions"), value: contributionCount }]),
    { label: t("account.stats.servicesJoined"), value: servicesJoined(user) },
    { label: t("account.stats.daysSinceJoining"), value: daysSinceJoining(user.createdAt, now) },
  ];
  return (
    // The name sits on a section: a description list has no role of its own to carry one.
    <section aria-label={t("account.stats.label")}>
      <dl className={styles.stats}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.stat}>
            <dt className={styles.statLabel}>{figure.label}</dt>
            <dd className={styles.statValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
