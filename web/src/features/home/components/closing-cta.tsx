import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "./closing-cta.css";
import * as layout from "./home-layout.css";

export interface ClosingCtaProps {
  readonly onCreateAccount: () => void;
  readonly onSignIn: () => void;
}

/** The closing invitation: create an account, or sign in for those who already have one. */
export function ClosingCta({ onCreateAccount, onSignIn }: ClosingCtaProps) {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section className={`${layout.section} ${styles.band}`} aria-labelledby={headingId}>
      <div className={`${layout.container} ${styles.content}`}>
        <h2 id={headingId} className={layout.sectionTitle}>
          {t("home.cta.title")}
        </h2>
        <p className={styles.text}>{t("home.cta.text")}</p>
        <Button size="lg" onPress={onCreateAccount}>
          {t("home.cta.createAccount")}
        </Button>
        <p className={styles.signIn}>
          <span>{t("home.cta.haveAccount")}</span>
          <button type="button" className={styles.linkButton} onClick={onSignIn}>
            {t("home.signIn")}
          </button>
        </p>
      </div>
    </section>
  );
}
