import { useLanguage } from "../../../i18n/language-provider";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { Button } from "../../../ui/button";
import * as styles from "./forums.css";

/** Forums are for members: a visitor is asked to sign in instead of seeing lists and forms. */
export function SignInPrompt({ onSignIn = openLoginModal }: { readonly onSignIn?: () => void }) {
  const { t } = useLanguage();
  return (
    <div className={styles.prompt}>
      <h2 className={styles.promptTitle}>{t("forums.signIn.title")}</h2>
      <p className={styles.muted}>{t("forums.signIn.text")}</p>
      <Button onPress={onSignIn}>{t("forums.signIn.button")}</Button>
    </div>
  );
}
