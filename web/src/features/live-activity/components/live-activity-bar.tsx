import { formatInstant } from "@kominote/core/rules/date-format";
import { liveActivityGoal } from "@kominote/core/rules/live-activity-view";
import { relativeTime } from "@kominote/core/rules/relative-time";
import type { LiveActivity } from "@kominote/core/schemas/live";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { actionText } from "../lib/action-text";
import * as styles from "./live-activity-bar.css";

export interface LiveActivityBarViewProps {
  readonly activity: LiveActivity;
  /** The clock's time, refreshed each minute by the host; also what "5 minutes ago" counts from. */
  readonly now: Date;
  readonly collapsed: boolean;
  readonly onToggle: () => void;
}

/**
 * The bottom bar of SPEC 2: the active members badge, the clock, the progress toward 50 active
 * members and the newest actions; collapsing keeps the badge, the clock and the progress.
 */
export function LiveActivityBarView({ activity, now, collapsed, onToggle }: LiveActivityBarViewProps) {
  const { t, language } = useLanguage();
  const listId = useId();
  const titleId = useId();
  const count = activity.activeMemberCount;
  return (
    <section className={styles.bar} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.summary}>
          <h2 id={titleId} className={styles.title}>
            {t("live.activity.title")}
          </h2>
          <span className={styles.badge}>{t(`live.activity.active.${pluralForm(language, count)}`, { count: formatCount(language, count) })}</span>
          <span className={styles.clock}>{t("live.activity.clock", { time: formatInstant(language, now, "time") })}</span>
          <progress
            className={styles.progress}
            max={liveActivityGoal}
            value={Math.min(count, liveActivityGoal)}
            aria-label={t("live.activity.progress", { count: formatCount(language, count), goal: liveActivityGoal, minutes: activity.windowMinutes })}
          />
          <button type="button" className={styles.toggle} aria-expanded={!collapsed} aria-controls={listId} onClick={onToggle}>
            {collapsed ? t("live.activity.expand") : t("live.activity.collapse")}
          </button>
        </div>
        <div id={listId} hidden={collapsed}>
          {activity.recentActions.length === 0 ? (
            <p className={styles.list}>{t("live.activity.empty")}</p>
          ) : (
            // Focusable: the list scrolls, and a keyboard must reach what it hides.
            <ul className={styles.list} aria-live="polite" aria-relevant="additions" aria-labelledby={titleId} tabIndex={0}>
              {activity.recentActions.map((action) => {
                const ago = relativeTime(new Date(action.occurredAt), now);
                return (
                  <li key={action.id} className={styles.item}>
                    <span>{actionText(action, t)}</span>
                    {action.serviceName === null ? null : <span>{t("live.activity.inService", { service: action.serviceName })}</span>}
                    <time className={styles.time} dateTime={action.occurredAt}>
                      {t(ago.key, ago.params)}
                    </time>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
