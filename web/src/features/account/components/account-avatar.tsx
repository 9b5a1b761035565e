import { useLanguage } from "../../../i18n/language-provider";
import { initialsOf } from "../lib/account-stats";
import * as styles from "./account.css";

/** The member's photo, or their initials on a coloured disc when they have none. */
export function AccountAvatar({ fullName, photo }: { readonly fullName: string; readonly photo: string | null }) {
  const { t } = useLanguage();
  if (photo !== null && photo !== "") {
    return <img src={photo} alt={t("account.photo.alt", { name: fullName })} className={styles.avatar} />;
  }
  return (
    <span className={styles.avatar} role="img" aria-label={t("account.photo.alt", { name: fullName })}>
      {initialsOf(fullName)}
    </span>
  );
}
