import { LegalLinks } from "../../../layout/login-dialog";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { LoginFlow } from "./login-flow";
import * as styles from "./login-page.css";
import { SwitchToRegistration } from "./switch-to-registration";

// The registration page is its own screen; typed as a plain path like the navigation's links.
const registerPath: string = "/register";

/** The /login page: the modal's sign-in flow on a page of its own, where the guard sends visitors. */
export function LoginPage() {
  const { t } = useLanguage();
  useDocumentTitle(t("auth.login.pageTitle"));
  return (
    <section className={styles.page} aria-labelledby="login-page-title">
      <h1 id="login-page-title" className={styles.title}>
        {t("shell.login.title")}
      </h1>
      <p className={styles.explanation}>{t("shell.login.explanation")}</p>
      <LoginFlow />
      <SwitchToRegistration>
        <Link to={registerPath} look="inline">
          {t("auth.login.register")}
        </Link>
      </SwitchToRegistration>
      <LegalLinks />
    </section>
  );
}
