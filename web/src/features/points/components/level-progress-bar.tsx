import type { LevelProgress } from "@kominote/core/rules/levels";
import { classNames } from "../../../ui/class-names";
import * as styles from "./points.css";

export interface LevelProgressBarProps {
  readonly progress: LevelProgress;
  /** The accessible name; without one the bar is decoration beside words saying the same. */
  readonly label?: string;
  readonly className?: string;
}

/** How far the member is from the next level, filled in the level's colour. */
export function LevelProgressBar({ progress, label, className }: LevelProgressBarProps) {
  const percent = Math.round(progress.percent);
  const semantics =
    label === undefined
      ? { "aria-hidden": true }
      : { role: "progressbar", "aria-label": label, "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": percent };
  return (
    <div className={classNames(styles.track, className)} {...semantics}>
      <div className={styles.fill} style={{ width: `${percent}%`, backgroundColor: progress.current.color }} />
    </div>
  );
}
