import { levels } from "@kominote/core/rules/levels";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount } from "../../../lib/plural-form";
import { LevelIcon } from "../../points";
import * as styles from "./leaderboard.css";

/** Every level of the core's levels rule: icon, name, the points it starts at, what it means. */
export function LevelLegend() {
  const { language, t } = useLanguage();
  return (
    <section className={styles.legend} aria-labelledby="leaderboard-levels-title">
      <h2 id="leaderboard-levels-title" className={styles.legendTitle}>
        {t("leaderboard.levels.title")}
      </h2>
      <ul className={styles.legendList}>
        {levels.map((level) => (
          <li key={level.id} className={styles.legendItem}>
            <LevelIcon level={level} size={24} />
            <span className={styles.legendName}>{t(level.nameKey)}</span>
            <span className={styles.legendText}>{t("leaderboard.levels.from", { count: formatCount(language, level.minPoints) })}</span>
            <span className={styles.legendText}>{t(level.descriptionKey)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
