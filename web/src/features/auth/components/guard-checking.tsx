import { useLanguage } from "../../../i18n/language-provider";
import { SpinnerIcon } from "../../../ui/spinner";
import * as styles from "../../../layout/status-screen.css";

/** Shown while the guard asks the server who is signed in. */
export function GuardChecking() {
  const { t } = useLanguage();
  return (
    <div className={styles.screen} role="status">
      <SpinnerIcon />
      <p className={styles.body}>{t("auth.guard.checking")}</p>
    </div>
  );
}
