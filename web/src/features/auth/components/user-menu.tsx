import type { User } from "@kominote/core/schemas/users";
import { Button as AriaButton, Header, MenuSection } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { canModerate } from "../../../lib/can-moderate";
import { Menu, MenuItem, MenuTrigger } from "../../../ui/menu";
import { displayNameOf } from "../../../lib/user-display";
import { Avatar } from "./avatar";
import * as styles from "./user-menu.css";

export type MenuUser = Pick<User, "fullName" | "username" | "email" | "profilePhoto"> & Partial<Pick<User, "role">>;

export interface UserMenuProps {
  readonly user: MenuUser;
  /** Leaves the page for the server's sign-out; the browser's own navigation unless a test says otherwise. */
  readonly signOut?: () => void;
}

/** Signing out is a full navigation: the server ends the session and answers with the home page. */
const signOutByNavigation = (): void => window.location.assign("/api/logout");

/** The signed-in member's menu in the header: who they are, their pages, and signing out. */
export function UserMenu({ user, signOut = signOutByNavigation }: UserMenuProps) {
  const { t } = useLanguage();
  const name = displayNameOf(user) ?? t("auth.menu.fallbackName");
  return (
    <MenuTrigger>
      <AriaButton className={styles.trigger} aria-label={`${t("auth.menu.label")}: ${name}`}>
        <Avatar name={name} photo={user.profilePhoto} />
        <span className={styles.triggerName}>{name}</span>
      </AriaButton>
      <Menu aria-label={t("auth.menu.label")}>
        <MenuSection>
          <Header className={styles.identity}>
            <span className={styles.identityName}>{name}</span>
            <span className={styles.identityEmail}>{user.email ?? t("auth.menu.noEmail")}</span>
          </Header>
          <MenuItem id="settings" href="/account-settings">
            {t("auth.menu.settings")}
          </MenuItem>
          <MenuItem id="contributions" href="/my-contributions">
            {t("auth.menu.contributions")}
          </MenuItem>
          <MenuItem id="responses" href="/my-responses">
            {t("auth.menu.responses")}
          </MenuItem>
          {canModerate(user) ? (
            <MenuItem id="moderation" href="/moderation">
              {t("shell.menu.moderation")}
            </MenuItem>
          ) : null}
          <MenuItem id="logout" onAction={signOut}>
            {t("auth.menu.logout")}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
