import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "./services-error.css";

/** The services could not be loaded: say so in the reader's language and offer to try again. */
export function ServicesError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.title}>{t("home.services.errorTitle")}</p>
      <p>{t("home.services.errorText")}</p>
      <Button onPress={onRetry}>{t("home.services.retry")}</Button>
    </div>
  );
}
