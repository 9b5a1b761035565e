import type { MessageKey } from "@kominote/core/i18n/messages";
import type { Task } from "@kominote/core/schemas/tasks";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import * as styles from "./task-progress-bar.css";

export interface TaskProgressBarProps {
  readonly task: Pick<Task, "contributionCount" | "maxContributors">;
  /** From taskProgressPercent: contributions over the maximum, or 10 % each without one. */
  readonly percent: number;
}

/** How far a task has come: a bar read as a percentage, and the contributions counted in words. */
export function TaskProgressBar({ task, percent }: TaskProgressBarProps) {
  const { language, t } = useLanguage();
  const count = formatCount(language, task.contributionCount);
  const unlimitedKey: MessageKey = `services.task.contributions.${pluralForm(language, task.contributionCount)}`;
  const caption =
    task.maxContributors === null
      ? t(unlimitedKey, { count })
      : t("services.task.contributions.limit", { count, max: formatCount(language, task.maxContributors) });
  const rounded = Math.round(percent);
  return (
    <div className={styles.bar}>
      <div
        role="progressbar"
        aria-label={t("services.task.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.caption}>
        {caption}
      </span>
    </div>
  );
}
