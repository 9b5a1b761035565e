import { initialsOf } from "../../../lib/user-display";
import * as styles from "./user-menu.css";

/** The member's photo, or their initials on the brand colour; decorative, the name is always beside it. */
export function Avatar({ name, photo }: { readonly name: string | null; readonly photo: string | null }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {photo === null ? initialsOf(name) : <img className={styles.avatarImage} src={photo} alt="" width={36} height={36} />}
    </span>
  );
}
