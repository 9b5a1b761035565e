import { useLanguage } from "../../../i18n/language-provider";
import type { LocationSummary } from "../api/get-location-summary";
import * as styles from "./places.css";

/** The /map statistic cards (SPEC 2): approved places, those with a photo, those added in the last 7 days. */
export function PlaceStats({ summary }: { readonly summary: LocationSummary | undefined }) {
  const { t, language } = useLanguage();
  const number = new Intl.NumberFormat(language === "ht" ? ["ht", "fr-HT"] : language);
  const figures = [
    ["places.stats.approved", summary?.approved],
    ["places.stats.withPhoto", summary?.withPhoto],
    ["places.stats.thisWeek", summary?.addedThisWeek],
  ] as const;
  return (
    <ul className={styles.stats} aria-label={t("places.stats.label")}>
      {figures.map(([label, value]) => (
        <li key={label} className={styles.stat}>
          <span className={styles.factLabel}>{t(label)}</span>
          <p className={styles.statValue}>{value === undefined ? "…" : number.format(value)}</p>
        </li>
      ))}
    </ul>
  );
}
