import { useLanguage } from "../../../i18n/language-provider";
import * as styles from "../../../layout/status-screen.css";
import { Link } from "../../../ui/link";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** An address naming no public service: say so, and lead back to the list of services. */
export function ServiceNotFound() {
  const { t } = useLanguage();
  useDocumentTitle(t("services.notFound"));
  return (
    <section className={styles.screen} aria-labelledby="service-not-found-title">
      <h1 id="service-not-found-title" className={styles.title}>
        {t("services.notFound")}
      </h1>
      <p className={styles.body}>{t("services.notFound.text")}</p>
      <Link to="/" look="button" variant="primary">
        {t("services.notFound.back")}
      </Link>
    </section>
  );
}
