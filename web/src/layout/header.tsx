import { Fragment, Suspense, useState } from "react";
import { useCurrentUser } from "../features/auth/api/get-current-user";
import { LazyUserMenu } from "../features/auth/components/lazy-user-menu";
import { QueuedContributionsSender } from "../features/contributions/components/queued-contributions-sender";
import { LazyMemberLive } from "../features/member-events/components/lazy-member-live";
import { LazyNotificationBell } from "../features/notifications/components/lazy-notification-bell";
import { LazyPointsBar } from "../features/points/components/lazy-points-bar";
import { useLanguage } from "../i18n/language-provider";
import { Button } from "../ui/button";
import * as styles from "./header.css";
import { LanguageSwitcher } from "./language-switcher";
import { useLoginDialog } from "./login-dialog-state";
import { LazyMobileNav, loadLoginDialog, loadMobileNav } from "./lazy-overlays";
import { Logo } from "./logo";
import { MenuIcon } from "./menu-icon";
import { navItemsFor } from "./nav-items";
import { NavLinkList } from "./nav-link-list";

/**
 * The top bar: logo, main links (a drawer on phones), language choice, and either the sign-in
 * button or the member's points bar, bell and menu. While the session is checked neither shows,
 * so nothing flickers.
 */
export function Header() {
  const { t } = useLanguage();
  const login = useLoginDialog();
  const { user, isLoading } = useCurrentUser();
  const items = navItemsFor(user !== null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = (): void => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Button
          variant="ghost"
          className={styles.menuButton}
          aria-label={t("shell.nav.openMenu")}
          aria-expanded={drawerOpen}
          onHoverStart={() => void loadMobileNav()}
          onPressStart={() => void loadMobileNav()}
          onPress={openDrawer}
        >
          <MenuIcon />
        </Button>
        <Logo />
        <nav aria-label={t("shell.nav.label")} className={styles.desktopNav}>
          <NavLinkList items={items} listClassName={styles.navList} linkClassName={styles.navLink} />
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher className={styles.switcherWide} />
          {isLoading ? null : user === null ? (
            <Button
              variant="primary"
              onHoverStart={() => void loadLoginDialog()}
              onFocus={() => void loadLoginDialog()}
              onPress={() => login.setOpen(true)}
            >
              {t("shell.login.open")}
            </Button>
          ) : (
            // key: another member signing in on this page gets fresh live updates, not the last one's.
            <Fragment key={user.id}>
              <LazyPointsBar />
              <LazyNotificationBell />
              <LazyUserMenu user={user} />
              <QueuedContributionsSender />
            </Fragment>
          )}
          {/* A member's live updates (started afresh at each sign-in) and, for everyone, the activity bar. */}
          <LazyMemberLive />
        </div>
      </div>
      {drawerUsed ? (
        <Suspense>
          <LazyMobileNav isOpen={drawerOpen} onOpenChange={setDrawerOpen} user={user} />
        </Suspense>
      ) : null}
    </header>
  );
}
