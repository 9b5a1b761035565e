import { useLanguage } from "../../../i18n/language-provider";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { Button } from "../../../ui/button";
import * as styles from "./resend-verification.css";

/** For a visitor: a new link goes to a member's own address, so they sign in first. */
export function SignInToResend({ onSignIn = openLoginModal }: { readonly onSignIn?: () => void }) {
  const { t } = useLanguage();
  return (
    <div className={styles.resend}>
      <p className={styles.messageTone.neutral}>{t("auth.emailVerification.signInToResend")}</p>
      <Button variant="secondary" onPress={onSignIn}>
        {t("auth.emailVerification.signIn")}
      </Button>
    </div>
  );
}
