import { useLanguage } from "../i18n/language-provider";
import { skipLink } from "./skip-link.css";

export const mainContentId = "main-content";

/** A same-page link to the main content for keyboard and screen reader users. */
export function SkipLink() {
  const { t } = useLanguage();
  return (
    <a href={`#${mainContentId}`} className={skipLink}>
      {t("shell.skipToContent")}
    </a>
  );
}
