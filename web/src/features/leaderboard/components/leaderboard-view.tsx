import type { Leaderboard, LeaderboardCategory, LeaderboardStanding } from "@kominote/core/schemas/points";
import { useLanguage } from "../../../i18n/language-provider";
import { TabPanel, Tabs } from "../../../ui/tabs";
import { formatCount } from "../../../lib/plural-form";
import { categoryDescriptionKey, categoryLabelKey, categoryOrder, isLeaderboardCategory } from "../lib/categories";
import { rowsWithOwn } from "../lib/rows-with-own";
import { CategoryDropdown, CategoryTabs } from "./category-picker";
import * as styles from "./leaderboard.css";
import { LeaderboardEntryRow } from "./leaderboard-entry";

export interface LeaderboardViewProps {
  readonly board: Leaderboard;
  readonly category: LeaderboardCategory;
  /** A member's choice shows the category; the screen opens the sign-in dialog for a visitor's. */
  readonly onCategoryChange: (category: LeaderboardCategory) => void;
  readonly visitor: boolean;
  /** The signed-in member's own standing, read now; undefined for a visitor or until it arrives. */
  readonly standing?: LeaderboardStanding | undefined;
  /** The signed-in member's member number, which marks their row on the board. */
  readonly username?: string | null;
}

/**
 * The category tabs (or dropdown) and the chosen category's ranking. A member sees their own place
 * and points as the points bar gives them, and their own row, highlighted, as it stands now: the
 * board is rebuilt at most once a minute, their own figures are not waited for (decision 0009).
 */
export function LeaderboardView({ board, category, onCategoryChange, visitor, standing, username = null }: LeaderboardViewProps) {
  const { language, t } = useLanguage();
  return (
    <>
      {standing === undefined ? null : (
        <p className={styles.ownSummary}>{t("leaderboard.me.summary", { rank: standing.rank, count: formatCount(language, standing.totalPoints) })}</p>
      )}
      <Tabs
      selectedKey={category}
      onSelectionChange={(key) => {
        const next = String(key);
        if (next !== category && isLeaderboardCategory(next)) onCategoryChange(next);
      }}
      // Arrow keys only move the focus for a visitor: choosing (Enter, Space) asks them to sign in.
      keyboardActivation={visitor ? "manual" : "automatic"}
    >
      <CategoryTabs />
      <CategoryDropdown category={category} onChange={onCategoryChange} />
      {categoryOrder.map((option) => {
        const rows = rowsWithOwn(board[option], standing?.entries[option], username);
        return (
          <TabPanel key={option} id={option}>
            <p className={styles.description}>{t(categoryDescriptionKey(option))}</p>
            {rows.length === 0 ? (
              <p className={styles.empty}>{t("leaderboard.empty")}</p>
            ) : (
              <ol className={styles.list} aria-label={t("leaderboard.list.label", { category: t(categoryLabelKey(option)) })}>
                {rows.map(({ entry, own }, index) => (
                  <LeaderboardEntryRow key={`${entry.rank}-${index}`} entry={entry} category={option} visitor={visitor} own={own} />
                ))}
              </ol>
            )}
          </TabPanel>
        );
      })}
      </Tabs>
    </>
  );
}
