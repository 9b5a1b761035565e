import type { User } from "@kominote/core/schemas/users";
import { useLanguage } from "../../../i18n/language-provider";
import { firstNameOf } from "../../../lib/user-display";
import { Avatar } from "./avatar";
import * as styles from "./drawer-member.css";

/** Top of the phone drawer for a member: their avatar, first name and that they are signed in. */
export function DrawerMember({ user }: { readonly user: Pick<User, "fullName" | "username" | "profilePhoto"> }) {
  const { t } = useLanguage();
  const name = firstNameOf(user) ?? t("auth.menu.fallbackName");
  return (
    <div className={styles.member}>
      <Avatar name={name} photo={user.profilePhoto} />
      <div className={styles.text}>
        <span className={styles.name}>{t("auth.drawer.greeting", { name })}</span>
        <span className={styles.status}>{t("auth.drawer.signedIn")}</span>
      </div>
    </div>
  );
}
