import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import * as styles from "./leaderboard.css";

/** While the board arrives, announced to screen readers. */
export function LeaderboardLoading() {
  const { t } = useLanguage();
  return (
    <p role="status" className={styles.status}>
      <SpinnerIcon />
      {t("leaderboard.loading")}
    </p>
  );
}

export function LeaderboardError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.problem}>
      <p>{t("leaderboard.error")}</p>
      <Button onPress={onRetry}>{t("leaderboard.retry")}</Button>
    </div>
  );
}
