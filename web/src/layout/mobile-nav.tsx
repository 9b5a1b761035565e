import { DrawerMember } from "../features/auth/components/drawer-member";
import type { CurrentUser } from "../features/auth/api/get-current-user";
import { LazyDrawerPoints } from "../features/points/components/lazy-points-bar";
import { useLanguage } from "../i18n/language-provider";
import { Dialog } from "../ui/dialog";
import { LanguageSwitcher } from "./language-switcher";
import * as styles from "./mobile-nav.css";
import { navItemsFor } from "./nav-items";
import { NavLinkList } from "./nav-link-list";

export interface MobileNavProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The signed-in member (greeted by first name, with the members' links), or null. */
  readonly user?: CurrentUser;
}

/** On small screens, the top navigation in a side drawer: who is signed in and their points, the same links, and the language choice. */
export function MobileNav({ isOpen, onOpenChange, user = null }: MobileNavProps) {
  const { t } = useLanguage();
  return (
    <Dialog title={t("shell.nav.menuTitle")} placement="side" isOpen={isOpen} onOpenChange={onOpenChange}>
      {user === null ? null : <DrawerMember user={user} />}
      {user === null ? null : <LazyDrawerPoints />}
      <nav aria-label={t("shell.nav.label")}>
        <NavLinkList
          items={navItemsFor(user !== null)}
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
