import type { Leaderboard, LeaderboardCategory } from "@kominote/core/schemas/points";
import { useLanguage } from "../../../i18n/language-provider";
import { TabPanel, Tabs } from "../../../ui/tabs";
import { categoryDescriptionKey, categoryLabelKey, categoryOrder, isLeaderboardCategory } from "../lib/categories";
import { CategoryDropdown, CategoryTabs } from "./category-picker";
import * as styles from "./leaderboard.css";
import { LeaderboardEntryRow } from "./leaderboard-entry";

export interface LeaderboardViewProps {
  readonly board: Leaderboard;
  readonly category: LeaderboardCategory;
  /** A member's choice shows the category; the screen opens the sign-in dialog for a visitor's. */
  readonly onCategoryChange: (category: LeaderboardCategory) => void;
  readonly visitor: boolean;
}

/** The category tabs (or dropdown) and the chosen category's ranking. */
export function LeaderboardView({ board, category, onCategoryChange, visitor }: LeaderboardViewProps) {
  const { t } = useLanguage();
  return (
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
      {categoryOrder.map((option) => (
        <TabPanel key={option} id={option}>
          <p className={styles.description}>{t(categoryDescriptionKey(option))}</p>
          {board[option].length === 0 ? (
            <p className={styles.empty}>{t("leaderboard.empty")}</p>
          ) : (
            <ol className={styles.list} aria-label={t("leaderboard.list.label", { category: t(categoryLabelKey(option)) })}>
              {board[option].map((entry, index) => (
                <LeaderboardEntryRow key={`${entry.rank}-${index}`} entry={entry} category={option} visitor={visitor} />
              ))}
            </ol>
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}
