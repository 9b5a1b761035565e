import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import * as styles from "./leaderboard.css";

/** What a visitor needs to see the names: the two ways in, kept in view while the board is. */
export function VisitorPrompt() {
  const { t } = useLanguage();
  return (
    <aside className={styles.prompt} aria-label={t("leaderboard.visitor.prompt")}>
      <p className={styles.promptText}>{t("leaderboard.visitor.prompt")}</p>
      <span className={styles.promptActions}>
        <Link to="/register" look="button" variant="primary">
          {t("leaderboard.visitor.register")}
        </Link>
        <Link to="/login" look="button" variant="secondary">
          {t("leaderboard.visitor.login")}
        </Link>
      </span>
    </aside>
  );
}
