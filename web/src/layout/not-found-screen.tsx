import { useLanguage } from "../i18n/language-provider";
import { servicesSectionId } from "../features/home/components/services-section";
import { Link } from "../ui/link";
import * as styles from "./status-screen.css";

/**
 * Shown for any address the site does not know, in the reader's language, with the ways back: the
 * home page, and the public services list on it (what most people came for).
 */
export function NotFoundScreen() {
  const { t } = useLanguage();
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t("shell.notFound.title")}
      </h1>
      <p className={styles.body}>{t("shell.notFound.body")}</p>
      <div className={styles.actions}>
        <Link to="/" look="button" variant="primary">
          {t("shell.notFound.home")}
        </Link>
        <Link to="/" hash={servicesSectionId} look="button" variant="secondary">
          {t("shell.notFound.services")}
        </Link>
      </div>
    </section>
  );
}
