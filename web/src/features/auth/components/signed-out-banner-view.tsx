import { Button as AriaButton } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import * as styles from "./signed-out-banner.css";

export interface SignedOutBannerViewProps {
  readonly onRegister: () => void;
  readonly onLogin: () => void;
}

/** The gray bar telling a visitor they are not in the site yet, with the two ways in. */
export function SignedOutBannerView({ onRegister, onLogin }: SignedOutBannerViewProps) {
  const { t } = useLanguage();
  return (
    <aside className={styles.banner} aria-label={t("auth.banner.label")} data-sticks-to-bottom="">
      <p className={styles.text}>{t("auth.banner.text")}</p>
      <p className={styles.text}>
        <AriaButton className={styles.action} onPress={onRegister}>
          {t("auth.banner.register")}
        </AriaButton>{" "}
        {t("auth.banner.or")}{" "}
        <AriaButton className={styles.action} onPress={onLogin}>
          {t("auth.banner.login")}
        </AriaButton>
      </p>
    </aside>
  );
}
