import type { LeaderboardCategory, LeaderboardEntry } from "@kominote/core/schemas/points";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { initialsOf } from "../../../lib/user-display";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { scoreKey } from "../lib/categories";
import { ActivityBar } from "./activity-bar";
import * as styles from "./leaderboard.css";
import { RankBadge } from "./rank-badge";

export interface LeaderboardEntryRowProps {
  readonly entry: LeaderboardEntry;
  readonly category: LeaderboardCategory;
  /** Visitors get no names from the server: a blurred placeholder stands in, and the row leads to registration. */
  readonly visitor: boolean;
  /** The signed-in member's own row: highlighted, and said so. */
  readonly own?: boolean;
}

/** One line of the board: rank badge, photo, name, score and this week's activity. */
export function LeaderboardEntryRow({ entry, category, visitor, own = false }: LeaderboardEntryRowProps) {
  const { language, t } = useLanguage();
  const score = t(scoreKey(category, pluralForm(language, entry.score)), { count: formatCount(language, entry.score) });
  const name = entry.fullName?.trim() || entry.username || null;
  const content = (
    <>
      <RankBadge rank={entry.rank} />
      <span className={styles.avatar} aria-hidden="true">
        {visitor ? null : entry.profilePhoto !== null ? (
          <img className={styles.avatarImage} src={entry.profilePhoto} alt="" width={40} height={40} loading="lazy" />
        ) : (
          initialsOf(name)
        )}
      </span>
      <span className={styles.who}>
        {visitor || name === null ? (
          <>
            <span className={styles.hiddenName} aria-hidden="true">
              {t("leaderboard.hiddenName")}
            </span>
            <VisuallyHidden>{visitor ? t("leaderboard.visitor.entry", { rank: entry.rank }) : t("leaderboard.hiddenName")}</VisuallyHidden>
          </>
        ) : (
          <span className={styles.name}>
            {/* The name in its own element: it reads the same on the member's own row as on anyone's. */}
            <span>{name}</span>
            {own ? (
              <>
                {" "}
                <span className={styles.ownTag}>({t("leaderboard.me.you")})</span>
              </>
            ) : null}
          </span>
        )}
        <span className={styles.score}>{score}</span>
      </span>
      <ActivityBar weeklyActivity={entry.weeklyActivity} />
    </>
  );
  return (
    <li>
      {visitor ? (
        <Link to="/register" look="plain" className={styles.entry}>
          {content}
        </Link>
      ) : (
        <div className={own ? styles.ownEntry : styles.entry} data-own={own ? "" : undefined}>
          {content}
        </div>
      )}
    </li>
  );
}
