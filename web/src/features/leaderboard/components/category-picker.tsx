import type { LeaderboardCategory } from "@kominote/core/schemas/points";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Tab, TabList } from "../../../ui/tabs";
import { categoryLabelKey, categoryOrder, isLeaderboardCategory } from "../lib/categories";
import * as styles from "./leaderboard.css";

export interface CategoryDropdownProps {
  readonly category: LeaderboardCategory;
  readonly onChange: (category: LeaderboardCategory) => void;
}

/** The eight categories as tabs (wide screens); they must sit inside the board's Tabs. */
export function CategoryTabs() {
  const { t } = useLanguage();
  return (
    <TabList aria-label={t("leaderboard.categories.label")} className={styles.tabList}>
      {categoryOrder.map((category) => (
        <Tab key={category} id={category}>
          {t(categoryLabelKey(category))}
        </Tab>
      ))}
    </TabList>
  );
}

/**
 * The same choice as a native dropdown on small screens, where eight tabs do not fit: the control
 * every phone's screen reader already knows. It stays on the board's category until the board
 * changes it (a visitor's choice opens the sign-in dialog instead).
 */
export function CategoryDropdown({ category, onChange }: CategoryDropdownProps) {
  const { t } = useLanguage();
  const id = useId();
  return (
    <div className={styles.dropdown}>
      <label htmlFor={id}>{t("leaderboard.categories.label")}</label>
      <select
        id={id}
        className={styles.select}
        value={category}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLeaderboardCategory(next)) onChange(next);
        }}
      >
        {categoryOrder.map((option) => (
          <option key={option} value={option}>
            {t(categoryLabelKey(option))}
          </option>
        ))}
      </select>
    </div>
  );
}
