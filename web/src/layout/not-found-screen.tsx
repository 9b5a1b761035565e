import { useLanguage } from "../i18n/language-provider";
import { Link } from "../ui/link";
import * as styles from "./status-screen.css";

/** Shown for any address the site does not know, in the interface language, with a way home. */
export function NotFoundScreen() {
  const { t } = useLanguage();
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t("shell.notFound.title")}
      </h1>
      <p className={styles.body}>{t("shell.notFound.body")}</p>
      <Link to="/" look="button" variant="primary">
        {t("shell.notFound.home")}
      </Link>
    </section>
  );
}
