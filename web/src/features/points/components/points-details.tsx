import { levelProgress } from "@kominote/core/rules/levels";
import type { UserStats } from "@kominote/core/schemas/points";
import { useLanguage } from "../../../i18n/language-provider";
import { LevelIcon } from "./level-icon";
import { LevelProgressBar } from "./level-progress-bar";
import * as styles from "./points.css";

export interface PointsDetailsProps {
  readonly stats: UserStats;
  /** The heading's level: 2 in the drawer and the popover. */
  readonly headingLevel?: 2 | 3;
}

/** Every figure of the points bar: level, total, progress to the next level, this week, rank, contributions. */
export function PointsDetails({ stats, headingLevel = 2 }: PointsDetailsProps) {
  const { t } = useLanguage();
  const progress = levelProgress(stats.totalPoints);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const figures = [
    { label: t("points.bar.totalLabel"), value: t("points.bar.total", { count: progress.points }) },
    { label: t("points.bar.weeklyLabel"), value: t("points.bar.total", { count: stats.weeklyPoints }) },
    { label: t("points.bar.rankLabel"), value: t("points.bar.rank", { rank: stats.rank }) },
    { label: t("points.bar.contributionsLabel"), value: String(stats.totalContributions) },
  ];
  return (
    <div className={styles.details}>
      <Heading className={styles.detailsHeading}>
        <LevelIcon level={progress.current} size={24} />
        <span>
          {t("points.level.label")}: {t(progress.current.nameKey)}
        </span>
      </Heading>
      <LevelProgressBar progress={progress} label={t("points.bar.progress")} />
      <p className={styles.detailsNote}>
        {progress.next === null
          ? t("points.levels.topReached")
          : t("points.bar.toNext", { count: progress.pointsToNext, level: t(progress.next.nameKey) })}
      </p>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
