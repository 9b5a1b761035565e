import { levelProgress } from "@kominote/core/rules/levels";
import type { UserStats } from "@kominote/core/schemas/points";
import type { ReactNode } from "react";
import { Button as AriaButton, DialogTrigger } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { PopoverDialog } from "../../../ui/popover";
import { LevelIcon } from "./level-icon";
import { LevelProgressBar } from "./level-progress-bar";
import * as styles from "./points.css";

export interface PointsBarViewProps {
  readonly stats: UserStats;
  /** The full figures, shown in a popover when the bar is pressed. */
  readonly details: ReactNode;
  /** Called when a pointer or focus reaches the bar: the details' code can start loading. */
  readonly onIntent?: () => void;
}

/** The header's points bar: level icon and name, total points and progress; the rest one press away. */
export function PointsBarView({ stats, details, onIntent }: PointsBarViewProps) {
  const { t } = useLanguage();
  const progress = levelProgress(stats.totalPoints);
  const level = t(progress.current.nameKey);
  return (
    <DialogTrigger>
      <AriaButton
        className={styles.chip}
        aria-label={t("points.bar.summary", { level, count: progress.points })}
        {...(onIntent === undefined ? {} : { onHoverStart: onIntent, onFocus: onIntent })}
      >
        <LevelIcon level={progress.current} />
        <span className={styles.chipText}>
          <span className={styles.chipLevel}>{level}</span>
          <span className={styles.chipPoints}>{t("points.bar.total", { count: progress.points })}</span>
        </span>
        <LevelProgressBar progress={progress} className={styles.chipTrack} />
      </AriaButton>
      <PopoverDialog label={t("points.bar.label")}>{details}</PopoverDialog>
    </DialogTrigger>
  );
}
