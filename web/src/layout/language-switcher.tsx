import { isLanguage, languageNames, languages } from "@kominote/core/i18n/languages";
import { useId } from "react";
import { useLanguage } from "../i18n/language-provider";
import { VisuallyHidden } from "../ui/visually-hidden";
import { select } from "./language-switcher.css";

/**
 * The five interface languages, each named in itself. A native select: the lightest control,
 * and the one every phone's screen reader and keyboard already knows.
 */
export function LanguageSwitcher({ className }: { readonly className?: string }) {
  const { language, setLanguage, t } = useLanguage();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>
        <VisuallyHidden>{t("shell.language.label")}</VisuallyHidden>
      </label>
      <select
        id={id}
        className={select}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
