import type { LeaderboardCategory } from "@kominote/core/schemas/points";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { useCurrentUser } from "../../auth/queries";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useLeaderboard } from "../api/get-leaderboard";
import { useOwnStanding } from "../api/get-own-standing";
import { useTabsInAddress } from "../../../lib/search-params";
import { categoryOrder, defaultCategory } from "../lib/categories";
import * as styles from "./leaderboard.css";
import { LeaderboardError, LeaderboardLoading } from "./leaderboard-states";
import { LeaderboardView } from "./leaderboard-view";
import { LevelLegend } from "./level-legend";
import { VisitorPrompt } from "./visitor-prompt";

/**
 * /leaderboard: members choose among the eight categories; visitors see the first one with the
 * names withheld (the server sends none), and choosing another category asks them to sign in.
 */
export function LeaderboardScreen() {
  const { user, isLoading } = useCurrentUser();
  const visitor = user === null;
  // Who asks decides the answer (names or none): wait for the session check before asking.
  const board = useLeaderboard(!visitor, !isLoading);
  // The member's own figures, read now beside the board rebuilt at most once a minute (decision 0009).
  const standing = useOwnStanding(!isLoading && !visitor);
  // The category is in the address (?category=invites): a shared or reloaded board shows the same one.
  const tabs = useTabsInAddress("category", categoryOrder);
  // Visitors see the first category only (the server sends no other).
  const category = visitor ? defaultCategory : tabs.selectedKey;
  const choose = (next: LeaderboardCategory): void => {
    if (visitor) openLoginModal();
    else tabs.onSelectionChange(next);
  };
  return (
    <LeaderboardPage visitor={!isLoading && visitor}>
      {isLoading || board.isPending ? (
        <LeaderboardLoading />
      ) : board.isError ? (
        <LeaderboardError onRetry={() => void board.refetch()} />
      ) : (
        <LeaderboardView
          board={board.data}
          category={category}
          onCategoryChange={choose}
          visitor={visitor}
          standing={visitor ? undefined : standing.data}
          username={user?.username ?? null}
        />
      )}
    </LeaderboardPage>
  );
}

/** The page around the board: title, what it is, the level legend, and the visitors' prompt. */
export function LeaderboardPage({ children, visitor }: { readonly children: ReactNode; readonly visitor: boolean }) {
  const { t } = useLanguage();
  useDocumentTitle(t("leaderboard.title"));
  return (
    <section className={styles.page} aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title" className={styles.title}>
        {t("leaderboard.title")}
      </h1>
      <p className={styles.intro}>{t("leaderboard.intro")}</p>
      {children}
      <LevelLegend />
      {visitor ? <VisitorPrompt /> : null}
    </section>
  );
}
