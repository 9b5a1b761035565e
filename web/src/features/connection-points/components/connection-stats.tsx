import { useLanguage } from "../../../i18n/language-provider";
import { formatCount } from "../../../lib/plural-form";
import * as styles from "../../../ui/reported-places.css";
import type { ConnectionPointSummary } from "../api/connection-points";

/**
 * The map's four figures over the verified points: how many, how many active, how many free, and
 * their average speed (rounded to whole Mbps). A dash while they are on their way or missing.
 */
export function ConnectionStats({ summary }: { readonly summary: ConnectionPointSummary | undefined }) {
  const { t, language } = useLanguage();
  const figure = (value: number | undefined): string => (value === undefined ? "–" : formatCount(language, value));
  const figures = [
    { label: t("connectionPoints.stats.total"), value: figure(summary?.total) },
    { label: t("connectionPoints.stats.active"), value: figure(summary?.active) },
    { label: t("connectionPoints.stats.free"), value: figure(summary?.free) },
    {
      label: t("connectionPoints.stats.averageSpeed"),
      value: summary === undefined ? "–" : t("connectionPoints.speedValue", { speed: formatCount(language, Math.round(summary.averageSpeed)) }),
    },
  ];
  return (
    <section aria-label={t("connectionPoints.stats.label")}>
      <dl className={styles.figures}>
        {figures.map(({ label, value }) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
