import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import * as styles from "./moderation.css";

/** What a member without the moderator or admin role sees at /moderation. */
export function NotAllowed() {
  const { t } = useLanguage();
  return (
    <div className={styles.card}>
      <h2 className={styles.itemTitle}>{t("review.screen.notAllowed.title")}</h2>
      <p className={styles.description}>{t("review.screen.notAllowed.text")}</p>
      <div>
        <Link to="/" look="button">
          {t("review.screen.notAllowed.home")}
        </Link>
      </div>
    </div>
  );
}
