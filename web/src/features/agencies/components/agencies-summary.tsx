import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount } from "../../../lib/plural-form";
import type { Agency } from "../api/list-agencies";
import { agencyTypeLabel } from "../lib/agency-labels";
import { summarizeAgencies } from "../lib/agency-summary";
import * as styles from "./agencies.css";

export interface AgenciesSummaryProps {
  /** The whole directory. */
  readonly agencies: readonly Agency[];
  /** How many the search and filters leave in view. */
  readonly shown: number;
}

/** The directory's figures: agencies in all, how many are shown, departments covered, and a count per type. */
export function AgenciesSummary({ agencies, shown }: AgenciesSummaryProps) {
  const { t, language } = useLanguage();
  const id = useId();
  const summary = summarizeAgencies(agencies);
  const figures = [
    { label: t("agencies.summary.total"), value: summary.total },
    { label: t("agencies.summary.shown"), value: shown },
    { label: t("agencies.summary.departments"), value: summary.departments },
  ];
  return (
    <section className={styles.summary} aria-label={t("agencies.summary.label")}>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{formatCount(language, figure.value)}</dd>
          </div>
        ))}
      </dl>
      {summary.byType.length === 0 ? null : (
        <>
          <p id={`${id}-types`} className={styles.figureLabel}>
            {t("agencies.summary.byType")}
          </p>
          <ul className={styles.byType} aria-labelledby={`${id}-types`}>
            {summary.byType.map(({ type, count }) => (
              <li key={type} className={styles.typeCount}>
                {t(agencyTypeLabel[type])}: {formatCount(language, count)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
