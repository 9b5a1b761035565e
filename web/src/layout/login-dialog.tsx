import { Button as AriaButton } from "react-aria-components";
import { LoginFlow } from "../features/auth/components/login-flow";
import * as flowStyles from "../features/auth/components/login-flow.css";
import { SwitchToRegistration } from "../features/auth/components/switch-to-registration";
import { openRegistration } from "./registration-dialog-state";
import { useLanguage } from "../i18n/language-provider";
import { Dialog } from "../ui/dialog";
import { Link } from "../ui/link";
import * as styles from "./login-dialog.css";

export interface LoginDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * The sign-in modal: title, how signing in works (a 6-digit code by e-mail or SMS), the flow
 * itself, the way to registration, and the privacy, terms and cookies links at the bottom.
 * What was typed is kept for the page's life, so closing and reopening loses nothing.
 */
export function LoginDialog({ isOpen, onOpenChange }: LoginDialogProps) {
  const { t } = useLanguage();
  const close = (): void => onOpenChange(false);
  const toRegistration = (): void => {
    close();
    openRegistration();
  };
  return (
    <Dialog title={t("shell.login.title")} isOpen={isOpen} onOpenChange={onOpenChange}>
      <p className={styles.explanation}>{t("shell.login.explanation")}</p>
      <LoginFlow onSignedIn={close} />
      <SwitchToRegistration>
        <AriaButton className={flowStyles.textButton} onPress={toRegistration}>
          {t("auth.login.register")}
        </AriaButton>
      </SwitchToRegistration>
      <LegalLinks onNavigate={close} />
    </Dialog>
  );
}

/** Privacy, terms and cookies: what signing in agrees to, one tap away. */
export function LegalLinks({ onNavigate }: { readonly onNavigate?: () => void }) {
  const { t } = useLanguage();
  return (
    <nav aria-label={t("shell.login.legalLabel")} className={styles.legal}>
      <ul className={styles.legalList}>
        <li>
          <Link to="/privacy-policy" look="inline" className={styles.legalLink} onClick={onNavigate}>
            {t("shell.login.privacy")}
          </Link>
        </li>
        <li>
          <Link to="/terms-conditions" look="inline" className={styles.legalLink} onClick={onNavigate}>
            {t("shell.login.terms")}
          </Link>
        </li>
        <li>
          {/* Cookie use is described in the privacy policy's cookies section. */}
          <Link to="/privacy-policy" hash="cookies" look="inline" className={styles.legalLink} onClick={onNavigate}>
            {t("shell.login.cookies")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
