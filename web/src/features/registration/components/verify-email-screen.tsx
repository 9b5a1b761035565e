import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { Spinner } from "../../../ui/spinner";
import { useDocumentTitle } from "../../../lib/use-document-title";
import * as styles from "./register-page.css";

export type VerifyEmailState =
  | { readonly status: "loading" }
  | { readonly status: "verified" }
  | { readonly status: "alreadyVerified" }
  /** message: the server's, or the missing-token text; already in the interface language. */
  | { readonly status: "error"; readonly message: string };

export interface VerifyEmailScreenProps {
  readonly state: VerifyEmailState;
  /** Shown with an error: how to get a new link (ask for one, or sign in first). */
  readonly recovery?: ReactNode;
}

/** What /verify-email shows while the link's token is checked, and after. */
export function VerifyEmailScreen({ state, recovery }: VerifyEmailScreenProps) {
  const { t } = useLanguage();
  useDocumentTitle(t("registration.verify.title"));
  return (
    <section className={styles.page} aria-labelledby="verify-email-title">
      <h1 id="verify-email-title" className={styles.title}>
        {t("registration.verify.title")}
      </h1>
      <div className={styles.card}>
        {state.status === "loading" ? (
          <>
            <Spinner label={t("registration.verify.loading")} />
            <p aria-hidden="true">{t("registration.verify.loading")}</p>
          </>
        ) : state.status === "error" ? (
          <div role="alert">
            <p className={styles.errorText}>{t("registration.verify.error")}</p>
            <p>{state.message}</p>
          </div>
        ) : (
          <p role="status">
            {state.status === "verified" ? t("registration.verify.success") : t("registration.verify.alreadyVerified")}
          </p>
        )}
        {state.status === "error" ? recovery : null}
        {state.status === "loading" ? null : (
          <div className={styles.actions}>
            <Link to="/" look="button">
              {t("registration.verify.home")}
            </Link>
            {state.status === "error" ? (
              <Link to="/register" look="button" variant="secondary">
                {t("registration.verify.register")}
              </Link>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
