import { useLanguage } from "../i18n/language-provider";
import { Link } from "../ui/link";
import * as styles from "./header.css";

/** The wordmark, linking home; the mark's two halves are the flag's blue and red. */
export function Logo() {
  const { t } = useLanguage();
  return (
    <Link to="/" look="plain" className={styles.logo} aria-label={t("shell.logo.label")}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="16" rx="4" fill="#00209F" />
        <rect y="16" width="32" height="16" rx="4" fill="#D21034" />
        <rect y="12" width="32" height="8" fill="#D21034" />
        <rect y="12" width="32" height="4" fill="#00209F" />
      </svg>
      <span>Kominote</span>
    </Link>
  );
}
