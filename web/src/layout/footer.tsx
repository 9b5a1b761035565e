import { useLanguage } from "../i18n/language-provider";
import * as styles from "./footer.css";
import { FooterLanguageButtons } from "./footer-language-buttons";
import { HaitiFlag } from "./haiti-flag";
import { footerItems } from "./nav-items";
import { NavLinkList } from "./nav-link-list";

/** The national motto as written in the 1987 Constitution. */
const officialMotto = "L'union fait la force";

/** Flag, motto, site information links, language buttons and copyright. */
export function Footer({ year = new Date().getFullYear() }: { readonly year?: number }) {
  const { language, t } = useLanguage();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <HaitiFlag label={t("shell.footer.flag")} />
          <div>
            <p className={styles.motto} lang="fr">
              {officialMotto}
            </p>
            {language === "fr" ? null : <p className={styles.mottoTranslation}>{t("shell.footer.motto")}</p>}
          </div>
        </div>
        <nav aria-label={t("shell.footer.linksLabel")}>
          <NavLinkList items={footerItems} listClassName={styles.links} linkClassName={styles.link} />
        </nav>
        <FooterLanguageButtons />
        <p className={styles.copyright}>{t("shell.footer.copyright", { year })}</p>
      </div>
    </footer>
  );
}
