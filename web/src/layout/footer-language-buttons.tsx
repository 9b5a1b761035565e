import { languageNames, languages } from "@kominote/core/i18n/languages";
import { useLanguage } from "../i18n/language-provider";
import * as styles from "./footer.css";

/** One button per language, named in itself; the current one is marked pressed. */
export function FooterLanguageButtons() {
  const { language, setLanguage, t } = useLanguage();
  return (
    <div role="group" aria-label={t("shell.language.choose")} className={styles.languages}>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          className={styles.languageButton}
          onClick={() => void setLanguage(code)}
        >
          {languageNames[code]}
        </button>
      ))}
    </div>
  );
}
