import type { MessageKey } from "@kominote/core/i18n/messages";
import { leaderboardCategories, type LeaderboardCategory } from "@kominote/core/rules/leaderboard-categories";
import type { PluralForm } from "../../../lib/plural-form";

/** The tabs in the order the board shows them; the first is the one a page opens on. */
export const categoryOrder: readonly [LeaderboardCategory, ...LeaderboardCategory[]] = leaderboardCategories;

export const defaultCategory: LeaderboardCategory = categoryOrder[0];

export const isLeaderboardCategory = (value: string): value is LeaderboardCategory =>
  (leaderboardCategories as readonly string[]).includes(value);

export const categoryLabelKey = (category: LeaderboardCategory): MessageKey => `leaderboard.category.${category}`;

export const categoryDescriptionKey = (category: LeaderboardCategory): MessageKey => `leaderboard.category.${category}.description`;

/** "12 contributions", "3 services": what the score counts, by category. */
export const scoreKey = (category: LeaderboardCategory, form: PluralForm): MessageKey => `leaderboard.score.${category}.${form}`;
