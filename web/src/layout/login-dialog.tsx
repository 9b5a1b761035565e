import type { ReactNode } from "react";
import { useLanguage } from "../i18n/language-provider";
import { Dialog } from "../ui/dialog";
import { Link } from "../ui/link";
import * as styles from "./login-dialog.css";

export interface LoginDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The sign-in steps (contact, then code) shown between the explanation and the legal links. */
  readonly children?: ReactNode;
}

/**
 * The sign-in frame: title, how signing in works (a 6-digit code by e-mail or SMS), the flow
 * itself, and the privacy, terms and cookies links at the bottom.
 */
export function LoginDialog({ isOpen, onOpenChange, children }: LoginDialogProps) {
  const { t } = useLanguage();
  const close = (): void => onOpenChange(false);
  return (
    <Dialog title={t("shell.login.title")} isOpen={isOpen} onOpenChange={onOpenChange}>
      <p className={styles.explanation}>{t("shell.login.explanation")}</p>
      {children}
      <nav aria-label={t("shell.login.legalLabel")} className={styles.legal}>
        <ul className={styles.legalList}>
          <li>
            <Link to="/privacy-policy" look="inline" className={styles.legalLink} onClick={close}>
              {t("shell.login.privacy")}
            </Link>
          </li>
          <li>
            <Link to="/terms-conditions" look="inline" className={styles.legalLink} onClick={close}>
              {t("shell.login.terms")}
            </Link>
          </li>
          <li>
            {/* Cookie use is described in the privacy policy's cookies section. */}
            <Link to="/privacy-policy" hash="cookies" look="inline" className={styles.legalLink} onClick={close}>
              {t("shell.login.cookies")}
            </Link>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
