import { useLanguage } from "../../../i18n/language-provider";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import * as styles from "./leaderboard.css";

const medalOf = (rank: number): keyof typeof styles.rankBadge =>
  rank === 1 ? "gold" : rank === 2 ? "silver" : rank === 3 ? "bronze" : "other";

/** The rank in a disc: gold for 1, silver for 2, bronze for 3; read out as "Plas 2". */
export function RankBadge({ rank }: { readonly rank: number }) {
  const { t } = useLanguage();
  return (
    <span className={styles.rankBadge[medalOf(rank)]} data-medal={medalOf(rank)}>
      <span aria-hidden="true">{rank}</span>
      <VisuallyHidden>{t("leaderboard.rank", { rank })}</VisuallyHidden>
    </span>
  );
}
