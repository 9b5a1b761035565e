import { useRouter } from "@tanstack/react-router";
import { useLanguage } from "../../../i18n/language-provider";
import { LegalLinks } from "../../../layout/login-dialog";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { RegistrationFlow } from "./registration-flow";
import * as styles from "./register-page.css";

/** The /register page: the same nine-step wizard as the dialog, on a page of its own, beside /login. */
export function RegisterPage() {
  const { t } = useLanguage();
  const router = useRouter();
  useDocumentTitle(t("registration.title"));
  return (
    <section className={styles.page} aria-labelledby="register-page-title">
      <h1 id="register-page-title" className={styles.title}>
        {t("registration.title")}
      </h1>
      <RegistrationFlow onSignIn={() => router.history.push("/login")} />
      <LegalLinks />
    </section>
  );
}
