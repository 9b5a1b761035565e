import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import * as styles from "./login-flow.css";

/** "No account yet? Create an account": the way from signing in to registering. */
export function SwitchToRegistration({ children }: { readonly children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <p className={styles.switchLine}>
      {t("auth.login.noAccount")} {children}
    </p>
  );
}
