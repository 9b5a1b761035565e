import type { ErrorComponentProps } from "@tanstack/react-router";
import { useLanguage } from "../i18n/language-provider";
import { useRouteRetry } from "../lib/use-route-retry";
import { Button } from "../ui/button";
import { Link } from "../ui/link";
import * as styles from "./status-screen.css";

/**
 * Shown when a screen fails to load or render. The technical message goes to the console, the
 * reader gets a plain explanation and two ways out: try again, or go home.
 */
export function RouteErrorScreen(props: ErrorComponentProps) {
  const { t } = useLanguage();
  const retry = useRouteRetry(props);

  return (
    <section className={styles.screen} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {t("shell.error.title")}
      </h1>
      <p className={styles.body}>{t("shell.error.body")}</p>
      <div className={styles.actions}>
        <Button variant="primary" onPress={retry}>
          {t("shell.error.retry")}
        </Button>
        <Link to="/" look="button" variant="secondary">
          {t("shell.notFound.home")}
        </Link>
      </div>
    </section>
  );
}
