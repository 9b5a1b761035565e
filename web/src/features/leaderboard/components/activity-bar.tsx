import { useLanguage } from "../../../i18n/language-provider";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { activityLevel } from "../lib/activity-level";
import * as styles from "./leaderboard.css";

/**
 * This week's actions, written out, with a bar full at 40 (30+ green, 20+ yellow, 10+ orange,
 * else red). The bar only repeats the written number, so it is hidden from screen readers.
 */
export function ActivityBar({ weeklyActivity }: { readonly weeklyActivity: number }) {
  const { language, t } = useLanguage();
  const level = activityLevel(weeklyActivity);
  const actions = t(`leaderboard.activity.value.${pluralForm(language, level.actions)}`, {
    count: formatCount(language, level.actions),
  });
  return (
    <span className={styles.activity}>
      <span className={styles.activityText}>
        {t("leaderboard.activity.label")}: {actions}
      </span>
      <span className={styles.activityTrack} aria-hidden="true">
        <span className={styles.activityFill[level.tone]} data-tone={level.tone} style={{ display: "block", width: `${level.percent}%` }} />
      </span>
    </span>
  );
}
