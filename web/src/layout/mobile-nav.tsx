import { useLanguage } from "../i18n/language-provider";
import { Dialog } from "../ui/dialog";
import { LanguageSwitcher } from "./language-switcher";
import * as styles from "./mobile-nav.css";
import { navItems } from "./nav-items";
import { NavLinkList } from "./nav-link-list";

export interface MobileNavProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** On small screens, the top navigation in a side drawer: the same links, and the language choice. */
export function MobileNav({ isOpen, onOpenChange }: MobileNavProps) {
  const { t } = useLanguage();
  return (
    <Dialog title={t("shell.nav.menuTitle")} placement="side" isOpen={isOpen} onOpenChange={onOpenChange}>
      <nav aria-label={t("shell.nav.label")}>
        <NavLinkList
          items={navItems}
          listClassName={styles.list}
          linkClassName={styles.link}
          onNavigate={() => onOpenChange(false)}
        />
      </nav>
      <div className={styles.footer}>
        <LanguageSwitcher />
      </div>
    </Dialog>
  );
}
