import { languageNames, type Language } from "@kominote/core/i18n/languages";
import { useLanguage } from "../i18n/language-provider";
import { SpinnerIcon } from "../ui/spinner";
import * as styles from "./translating-overlay.css";

/** The overlay's look for one incoming language; TranslatingOverlay decides when it shows. */
export function TranslatingOverlayView({ language }: { readonly language: Language | null }) {
  const { t } = useLanguage();
  return (
    <div role="status" aria-live="polite">
      {language === null ? null : (
        <div className={styles.overlay}>
          <div className={styles.card}>
            <SpinnerIcon />
            <span>{t("shell.language.changing", { language: languageNames[language] })}</span>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Covers the page while another language's texts load, saying which language is coming. It is a
 * polite status, not a dialog: it takes no focus and traps none, and it goes away on its own.
 */
export function TranslatingOverlay() {
  const { pendingLanguage } = useLanguage();
  return <TranslatingOverlayView language={pendingLanguage} />;
}
